"""`account_number`: Luhn-valid cards in the issuers' IIN ranges and lengths, grouped or not. Both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext
from checks.text.identifiers.payment import card_issuer


def evidence(answer: str) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig(options={"locales": []})).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


@pytest.mark.parametrize(
    ("answer", "card"),
    [
        ("hi its Caitlyn, charge 5020 9134 0609 for the copay, exp 08/30", "5020 9134 0609"),  # Maestro, 12 digits
        ("hi its Ryan, charge 4657 7343 1281 8664 786 for the copay", "4657 7343 1281 8664 786"),  # Visa, 19
        ("Please charge the copay to my card, 2131 192363 48893, exp 12/26.", "2131 192363 48893"),  # JCB 15
        ("I paid with 213119236348893 yesterday.", "213119236348893"),
        ("Paid with 3782 822463 10005 yesterday.", "3782 822463 10005"),  # Amex, 4-6-5
        ("Card 6304000000000000 on file.", "6304000000000000"),  # Maestro
        ("The refund went to 3571112345678904 last week.", "3571112345678904"),  # LankaPay / JCB range
        ("Charge 2200123456789019 for the visit.", "2200123456789019"),  # Mir
        # Diners Club's 14-digit cards of 300-305 and 38, unbroken and in its 4-6-4 grouping
        ("Card on file: 38520000023237, exp 11/27.", "38520000023237"),
        ("cn u charge my card 3056 930902 5904 exp 09/27 for the copay", "3056 930902 5904"),
        ("Use 4111 1111 1111 1111 for the deposit.", "4111 1111 1111 1111"),
        ("I was charged twice on my card 4111  1111  1111  1111 for the visit", "4111  1111  1111  1111"),  # two spaces
        ("I was charged twice on my card 4657  7343  1281  8664  786 for it", "4657  7343  1281  8664  786"),
        ("ok here it is\n6265--0457--9065--0784\nexp 05/28", "6265--0457--9065--0784"),  # two hyphens, UnionPay
        ('{"route": "/v1/premium/pay", "pan": "3492  102044  17831"}', "3492  102044  17831"),  # Amex 4-6-5, two spaces
        # a digit at a time, as a voice line or a careful typist writes it: held to an issuer's range and length
        ("the copay hit my card twice (6 2 9 8 2 0 0 3 7 7 1 6 4 8 1 3). Please refund", "6 2 9 8 2 0 0 3 7 7 1 6 4 8 1 3"),
        ("the copay hit my card twice (4 6 8 5 8 3 0 6 9 1 7 6 6). Please refund", "4 6 8 5 8 3 0 6 9 1 7 6 6"),
    ],
)
def test_cards_of_every_issuer_range_block(answer: str, card: str) -> None:
    assert ("account_number", card) in evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Reference 4111 1111 1116 was logged.",  # Luhn-valid, 12 digits, no issuer issues it
        "Reference 999912345678907 was logged for the batch.",  # Luhn-valid, in no issuer's range
        "Claim # 2024031400123 was denied.",
        "The shipment 2131 192363 48894 arrived.",  # Luhn fails
        "Scores by item: 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 for the cohort.",  # a digit at a time, Luhn fails
        "Ranks 9 9 9 9 1 2 3 4 5 6 7 8 9 0 7 in the table.",  # a digit at a time, Luhn-valid, in no issuer's range
    ],
)
def test_numbers_outside_the_issuer_table_pass(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "account_number"] == []


def test_presidios_card_hits_count_only_as_the_gate_reads_a_card() -> None:
    """The default profile runs Presidio's card recognizer too: a Luhn-valid number it reads counts only when printed
    as cards are, unbroken or in a card's groups (an event's UID, eight digits and eight, passes Luhn)."""

    def cards(answer: str) -> list[str]:
        result = asyncio.run(PHICheck(CheckConfig()).check(answer, RequestContext()))
        return [item.text for item in result.evidence if item.detail["kind"] == "account_number"]

    assert cards("BEGIN:VEVENT\nUID:hrw-cbe-37566109-20260318\nDTSTART:20260318T100000\nEND:VEVENT") == []
    assert cards("Paid with 378282246310005 on Monday.") == ["378282246310005"]  # Amex: "37" and 15 digits
    # unbroken, in no issuer's range: Presidio's reading of a card after "paid with" counts
    assert cards("I paid with 3525757330864534 but the payment didn't go through.") == ["3525757330864534"]


def test_an_iban_is_read_whole_before_a_piece_of_it_reads_as_a_line() -> None:
    # "1165 9248 88" alone is a national service number in some plans; the mod-97 reading of the whole IBAN wins
    answer = "Member: please send the refund to my bank here, IBAN NL96 PTAG 1165 9248 88"
    assert evidence(answer) == [("account_number", "NL96 PTAG 1165 9248 88")]



def test_an_unlabelled_iban_in_groups_of_four_blocks_and_a_code_of_its_shape_passes() -> None:
    # the country's format and check digits decide (python-stdnum), not the word "IBAN"
    assert evidence("Could you pay the claim into NL52 OWGJ 1002 0527 54? Thanks.") == [
        ("account_number", "NL52 OWGJ 1002 0527 54")]
    assert evidence("Batch AB12 CDEF 1234 5678 was posted.") == []


def test_the_issuer_table_reads_prefix_and_length() -> None:
    assert card_issuer("213119236348893") == "JCB"
    assert card_issuer("2131192363488931") is None  # JCB's 2131 range is 15 digits
    assert card_issuer("378282246310005") == "American Express"


# A bank account under its name in the languages of the countries whose identity names `labels` reads, and in a form's
# field that says what the account is for.
@pytest.mark.parametrize(
    ("answer", "number"),
    [
        ("Cuenta para el depósito del subsidio: 0102-0345-67-0123456789", "0102-0345-67-0123456789"),
        ("Número de cuenta: 0123456789012", "0123456789012"),
        ("Compte bancaire : 30004 00000 12345678901 85", "30004"),
        ("Namba ya simu: 0754 000 111\nAkaunti ya benki: 0150123456700", "0150123456700"),
        ("Conto corrente: 000012345678 presso la filiale di Bari", "000012345678"),
        ("Bank account for the disability grant: 62012345678", "62012345678"),
        ("Hesap numarası: 12345678", "12345678"),
        ("Conta corrente 12345-6, agência 0001", "12345-6"),
    ],
)
def test_a_bank_account_under_its_name_blocks(answer: str, number: str) -> None:
    assert any(kind == "account_number" and number in text for kind, text in evidence(answer)), evidence(answer)


def test_an_iban_of_a_country_the_registry_does_not_list_yet_blocks_by_its_length_and_check_digits() -> None:
    # Cameroon's IBAN (CEMAC): 27 characters, mod-97 check digits; with a wrong check digit it is no IBAN
    assert evidence("Virement du remboursement sur CM3810033051010030000111257 demain.") == [
        ("account_number", "CM3810033051010030000111257")]
    assert evidence("Virement du remboursement sur CM3910033051010030000111257 demain.") == []


@pytest.mark.parametrize(
    ("answer", "number"),
    [
        ("Her SSI is deposited to 021000021 123456789 each month.", "021000021 123456789"),
        ("Refund the deposit to 011000015 / 4471203399.", "011000015 / 4471203399"),
    ],
)
def test_an_account_after_its_banks_routing_number_blocks(answer: str, number: str) -> None:
    assert ("account_number", number) in evidence(answer), evidence(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Batch 021000021 123456789 shipped to the warehouse.",  # a valid routing number, no word of banking
        "Deposit slip 021000022 123456789 was voided.",  # its ABA check digit fails
    ],
)
def test_two_numbers_that_are_no_routing_number_and_account_pass(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind == "account_number"] == []
