"""Labelled record numbers: the value after a personal label of `labels`' table, reported as that label's kind.

MRN, MR#, Med Rec No, Hospital No, Unit No, FIN, accession/specimen, chart, medical record,
patient ID, account, case, encounter, licence/passport, Rx#/prescription, member/subscriber/policy
ID, NHS/CHI/health card/OHIP/PHN and Medicare/Medicaid numbers, SSN; HIPAA's vehicle and device
identifiers after theirs (VIN, licence plate, serial number, S/N, UDI), and IBANs and card numbers
after theirs. A comma may follow a label that ends in a number word ("identification number,
U7765-4432"). Not read: a trial's public registration (NCT...), a masked value ("XXX-XX-1234"), a
group's value ("GRP-2025-778"), a year, a court docket, a policy document's number ("Policy BBH-MP-375"). A value may be spaced one character at a time ("CARD NO 3 5 6
6 ...") or printed in groups as an ID card prints it ("Member ID: OZX 7660 76615"). A form's field may say what the
number is for between its label and its colon ("Cuenta para el reembolso del seguro: 1036563983"). Bank accounts,
insurance cards and record numbers under their Japanese, Korean and Chinese labels are read too (`_SCRIPT_LABELLED`).
"""

from __future__ import annotations

import re

from checks.text.identifiers.labels import GROUP_VALUE, LABEL_KINDS, LINK, Label, labels_before, markup_attribute
from checks.text.identifiers.reading import Detector, Found, Reading, is_date

# After a personal label that ends in a number word a comma may stand too ("the subscriber's
# identification number, U7765-4432"); "The subscriber, W123456789, called" keeps the label out.
_NUMBER_WORD_END = re.compile(r"(?:id|identifier|identification|number|no\.?|nbr|#)$", re.IGNORECASE)
_PERSONAL_LINK = re.compile(r",?" + LINK.pattern, re.IGNORECASE)
# A form's field whose name goes on past its label to say what the number is for, up to its colon ("Cuenta para el
# reembolso del seguro: 1036563983", "Bank account for the refund: 0012...", "RIB pour le versement de l'aide : ...").
_PURPOSE_FIELD = re.compile(
    r"[ \t]+(?:for|para|pour|per|f[üu]r|zur|zum|voor|til|f[öo]r|dla|do|pro)[ \t][^\n:：\d]{0,40}?[ \t]*[:：][ \t]*",
    re.IGNORECASE,
)


def _linked(text: str, label: Label, start: int) -> bool:
    """Whether the value at `start` is `label`'s: after a link ("ID: ", " is "), a comma too after a label that ends in
    a number word, or after the purpose its field goes on to name."""
    link = LINK if _NUMBER_WORD_END.search(text, label.start, label.end) is None else _PERSONAL_LINK
    return link.fullmatch(text, label.end, start) is not None or _PURPOSE_FIELD.fullmatch(text, label.end, start) is not None


# A vehicle's plate after its label, spaces and all ("licence plate number is 200 5HL", "Vehicle
# registration: RJ 57 QX 1220"): plates are written in capitals, in up to four groups, with a digit.
_PLATE_AFTER_LABEL = re.compile(
    r"\b(?i:vehicle\s+registration(?:\s+(?:number|no\.?|mark))?|vehicle\s+(?:number|no\.?|#)|(?:licen[cs]e|number|registration)\s+plate"
    r"(?:\s+(?:number|no\.?))?|plate\s*(?:number|no\.?|#)|(?:licen[cs]e\s+)?tag\s*(?:number|no\.?|#)"
    r"|(?:car|van|truck|vehicle|motorcycle|scooter|bil(?:en|ens)?|s[õo]iduki?)\b[^.\n]{0,40}?\b(?:registration|reg\.?\s?nr\.?|reg\b\.?|rego)"
    r"|vehicle\s+plate"
    # the plate's label in the locales' languages
    r"|registreringsnummer|registreringsnr\.?|(?:amtliches\s+)?kennzeichen|immatriculation|matr[íi]cula|targa|kenteken"
    r"|immatricul[ée]e?|plaque\s+(?:du\s+v[ée]hicule|d'immatriculation)"  # not a bare "plaque": a donor's is bronze
    # Spanish "placa del vehículo", Puerto Rico's "tablilla", Lithuanian "valst. Nr."
    r"|(?:placa|tablilla)\s+del\s+veh[íi]culo|tablilla|valst\.\s*nr\.?"
    r"|(?:numer|nr\.?)\s+rejestracyjny|(?:no\.?\s+)?pendaftaran\s+kenderaan|rekisterinumero|registra[čc]n[íi]\s+zna[čc]ka|numbrim[äa]r(?:k|gi(?:ga)?)|valstybinis\s+numeris"
    # a bare "plate" before a plate's capitals and digits, in either order ("plate 143 RFU", "plate is NFU 1177"), but
    # not a laboratory's or a surgeon's plate ("Force plate FP-1", "culture plate CP-2", "bone plate LC-12")
    r"|(?<!force\s)(?<!culture\s)(?<!agar\s)(?<!petri\s)(?<!well\s)(?<!bone\s)(?<!growth\s)(?<!hot\s)(?<!name\s)"
    r"(?<!locking\s)(?<!compression\s)(?<!fixation\s)(?<!microtiter\s)(?<!assay\s)plate(?=(?:\s+is)?\s+(?:[A-Z]{2}\s(?=[A-Z]{1,4}[ -]?\d))?(?:[A-Z]{1,4}[ -]?\d|\d{2,4}[ -]?[A-Z]{2,4}\b|\d{1,3}[A-Z]{1,3}[ -]?\d{2,4}\b))"
    r"|plates?(?:\s*/\s*state)?(?=\"?\s*:)"  # a form's field or a JSON key: "Plate:", "Plate / State :", '"plate": '
    # a vehicle named before its plate's groups ("Vehículo: S 4872 DA", "vehicle 949 UIM", "Køretøj: OBO 37B"), in the
    # locales' languages too
    r"|(?:veh[íi]culo|vehicle|v[ée]hicule|veicolo|ve[íi]culo|voertuig|fahrzeug|fordon|k[øo]ret[øo]j|kj[øo]ret[øo]y|ajoneuvo"
    r"|pojazd|vozidlo|autoturism(?:ul)?)(?!\s*:?\s*\d+\s+(?i:of)\s)"
    r"(?=(?:\s*\([^()\n]{0,20}\))?\s*:?\s*[A-Z0-9]{1,4}[ -][A-Z0-9]{2,4}(?:[ -][A-Z0-9]{1,3})?(?![\w-])|"
    # a plate's letters and digits in one piece after a form's field ("Vehicle (if adapted): PEU2001")
    r"(?:\s*\([^()\n]{0,20}\))?\s*:\s*(?=[A-Z]{0,4}\d)[A-Z0-9]{5,8}(?![\w-]))"
    # someone's car named before its plate's groups ("his truck 42-MQJ-8 is blocking the garage")
    r"|(?:his|her|their|my|your)\s+(?:car|truck|van|pickup|lorry|motorbike|motorcycle|scooter)"
    r"(?=\s+(?:is\s+)?(?-i:(?=[A-Z0-9 -]{0,12}[A-Z]))[A-Z0-9]{1,4}[ -][A-Z0-9]{2,5}(?:[ -][A-Z0-9]{1,3})?(?![\w-])))"
    r"(?:\s*\([^()\n]{0,40}\))?(?:\s+is|\s*[:#=\"])*[ \t]*"
    r"(?P<plate>(?=[A-Z0-9 \-]{0,16}\d)[A-Z0-9]{1,9}(?:[ \-][A-Z0-9]{1,5}){0,3})(?![\w\-])"
)


# A Thai plate after its label ("ทะเบียนรถ: ฉณ-4572", "ทะเบียน 1กข 1234"): a digit or not, one to three Thai
# consonants, up to four digits.
_THAI_PLATE = re.compile(r"ทะเบียน(?:รถ)?[ \t]*[:：]?[ \t]*(?P<plate>\d?[\u0e01-\u0e2e]{1,3}[ -]?\d{1,4})(?!\d)")


# Plates whose shape says whose country they are from, without a label: Korea's ("806나 3185": digits, one of the
# syllables its plates use, four digits) and China's ("沪D·1H348": a province's character, a letter, five or six characters).
_PLATE_BY_SHAPE = re.compile(
    r"(?<!\d)\d{2,3}[가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주아바사자배하허호][ \t]?\d{4}(?!\d)"
    r"|[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][·•・. ]?[A-Z0-9]{5,6}(?![A-Za-z0-9])"
)


def find_labelled_values(reading: Reading) -> list[Found]:
    """Values right after a personal label, as that label's kind: the label in the span, the value from `value_start`."""
    text = reading.text
    out = []
    for start, end in reading.tokens:
        labels = [label for label in labels_before(text, start) if label.kind != "phone"]
        if not labels:
            asked = _asked_in_the_turn_before(text, start)
            if asked is not None:
                out.append(Found(asked, start, end))
            continue
        if not labels or labels[-1].kind is None:
            continue
        label = labels[-1]
        if not _linked(text, label, start):
            continue
        if label.kind == "member_id" and _preceded_by_group(text, label.start):
            continue
        if label.kind == "member_id" and _no_members_value(text, label.start, start, end):
            continue
        if markup_attribute(text, label):
            continue
        written = text[start:end]
        if _PUBLIC_ID.fullmatch(written):
            continue  # a trial's registration (NCT05123456, ISRCTN, EudraCT) is public
        if _is_masked(written):
            continue  # "SSN: XXX-XX-1234": the last four digits of a masked number identify nobody
        if GROUP_VALUE.search(written):
            continue  # "certificate GRP-2025-778", "policy 88-4410023-GRP": the value itself says it is a group's
        if _YEAR.fullmatch(written) or label.kind == "case_number" and _DOCKET.fullmatch(written):
            continue  # a year; a court docket ("Case No. 2:19-cv-01234") is public
        if not written.isdigit() and is_date(reading.dates, start, end):
            continue  # a date written as one ("ID | 2024-07-07": a code's column, then its effective date)
        out.append(Found(label.kind, label.start, end, start))
    if _SPACED_DIGITS.search(text):
        out += _values_after_labels(text, _SPACED_VALUE, 5)
    if _GROUPED_HEAD.search(text):
        out += [found for found in _values_after_labels(text, _GROUPED_VALUE, 6)
                if not _THOUSANDS.fullmatch(text, found.value_start, found.end)]
    if any(word in reading.lowered for word in _PLATE_WORDS):
        for match in _PLATE_AFTER_LABEL.finditer(text):
            if any(c.isalpha() for c in match.group("plate")) or len(match.group("plate").replace(" ", "")) >= 5:
                out.append(Found("vehicle_id", *match.span("plate")))  # the plate alone, as Presidio reports one
    if not text.isascii():
        out += [Found("vehicle_id", *match.span()) for match in _PLATE_BY_SHAPE.finditer(text)]
        out += [Found("vehicle_id", *match.span("plate")) for match in _THAI_PLATE.finditer(text)]
        out += [Found(_script_label_kind(match), *match.span("value")) for match in _SCRIPT_LABELLED.finditer(text)]
    return out


# A bank account, an insurance card's number and a hospital's record number under their labels in Japanese, Korean and
# Chinese, which the table's Latin words do not read; a bank's name may stand before the number ("引落口座：ゆうちょ銀行
# 記号16840 番号48567101", "자동이체 계좌: KB국민 938732-98-848021", "健保卡號：0000-8576-1966", "病歷號碼：7853337-0").
_SCRIPT_LABELLED = re.compile(
    r"(?:(?P<account_number>口座|계좌|帳戶|帐户|帳號|账号)|(?P<member_id>被保険者(?:証)?番号|保険証|保険者番号|健保卡[號号]|"
    r"保險證號?|(?:장기)?요양인정번호|건강보험증?\s?번호)|(?P<mrn>病[歷历](?:號碼|号码|號|号)|診察券番号|カルテ番号|患者(?:番号|ID)|"
    r"병록번호|환자번호|(?<!사업자)(?<!사업자 )(?<!외국인)(?<!외국인 )등록번호|病案号|住院号))"
    r"[^\n:：\d]{0,8}?[：:]?[ \t\u3000]*(?:[^\s\d][^\n\d]{0,12}?[ \t\u3000]*)?(?P<value>[A-Z]{0,2}\d[\d -]{3,24}\d)"
)
_SCRIPT_LABEL_KINDS = ("account_number", "member_id", "mrn")


def _script_label_kind(match: re.Match[str]) -> str:
    return next(kind for kind in _SCRIPT_LABEL_KINDS if match.group(kind) is not None)


# A bare "policy" label names a person's insurance policy or an organisation's policy document, and a bare "ID" is read
# as a member's for want of a better reading (fail closed). A value with at most three digits cannot tell one member
# from a plan's thousands: a document's number ("Policy BBH-MP-375", "policy CP-CLIN-099: imaging after 6 weeks") or
# an element's own ('<Course id="CME-130">', "ID: A12"). Nor is a version's or a section's dotted number ("restore
# policy 7.11.3", "policy 4.2.1").
_BARE_POLICY_OR_ID = re.compile(r"(?:polic(?:y|ies)\W*(?:number|no\.?|nr\.?|#)?|id|i\.d\.?)\W*", re.IGNORECASE)
_MEMBERS_LEAST_DIGITS = 4
_VERSION = re.compile(r"\d{1,3}(?:\.\d{1,3}){2,3}")


def _no_members_value(text: str, label_start: int, value_start: int, value_end: int) -> bool:
    """After a bare "policy" or "ID" label, a value too short to tell members apart, or a version's number."""
    return _BARE_POLICY_OR_ID.fullmatch(text, label_start, value_start) is not None and (
        sum(c.isdigit() for c in text[value_start:value_end]) < _MEMBERS_LEAST_DIGITS
        or _VERSION.fullmatch(text, value_start, value_end) is not None
    )


# A value written one character at a time, as a scan reads a form's boxes or a voice line its digits ("CARD NO 3 5 6
# 6 7 7 7 2 0 6 6 9 9 9 6 2", "NIF: 3 1 4 7 9 8 0 1 T"): single letters and digits apart by one space, five digits at
# least. `_SPACED_DIGITS` is the cheap test that one may stand in the text.
_SPACED_DIGITS = re.compile(r"\d \d \d \d \d")
_SPACED_VALUE = re.compile(r"(?<!\w)[A-Za-z0-9](?: [A-Za-z0-9]){5,24}(?![\w])")
# A value printed in groups as a card or a form prints it: groups of digits, after a prefix of capitals or not ("Member
# ID: OZX 7660 76615", '"subscriberId": "SH 91820 3181"', "MRN is M863 125 78", "nr rachunku 41 3429 6968 7154 ...");
# not an amount in thousands ("Account: 1 250 000 USD"). `_GROUPED_HEAD` is the cheap test that one may stand in the text.
_GROUPED_HEAD = re.compile(r"[A-Z\d] \d{1,6} \d|[A-Z] \d{6}|\d{4} \d{4}")
_GROUPED_VALUE = re.compile(
    r"(?<![\w-])(?:[A-Z]{1,4}(?: \d{1,6}){2,7}|(?:[A-Z]{1,3}(?=\d))?\d{1,6}(?: \d{1,6}){2,7}"
    # a prefix of capitals and one group ("HN 942882", "RMN 868927", "GEMS 933297475"), or two groups of four digits
    # or more ("CHI: 180895 0607")
    r"|[A-Z]{1,4} \d{6,12}|\d{4,6} \d{4,6})(?![\w-])"
)
_THOUSANDS = re.compile(r"\d{1,3}(?: \d{3})+")


def _values_after_labels(text: str, value: re.Pattern[str], min_digits: int) -> list[Found]:
    """The `value`s (spaced one character at a time, or printed in groups) right after a personal label, as that
    label's kind."""
    out = []
    for match in value.finditer(text):
        start = match.start()
        if sum(c.isdigit() for c in match.group(0)) < min_digits:
            continue
        labels = [label for label in labels_before(text, start) if label.kind != "phone"]
        if labels and labels[-1].kind is not None and _linked(text, labels[-1], start):
            out.append(Found(labels[-1].kind, labels[-1].start, match.end(), start))
        elif not labels and (asked := _asked_in_the_turn_before(text, start)) is not None:
            out.append(Found(asked, start, match.end(), start))  # "IVR> ... your member I D.\nCALLER> CBM 886 ..."
    return out


# A label that asks for its value ("IVR> Please say your member ID.") is answered at the start of the next turn
# ("CALLER> 935666164-68", "Member: W123456789", "[02:45] CALLER: ...", "me: SLM-881-650-911", "[CALLER] 6 4 9 ...").
_TURN_START = re.compile(
    r"[ \t]*(?:\[[\d:.]{1,12}\][ \t]*)?(?:[A-Za-z][\w .'()-]{0,24}[:>][ \t]*|\[[A-Za-z][\w .'-]{0,24}\][ \t]*)?")
_REQUEST = re.compile(
    r"\b(?:please|say|enter|provide|confirm|verify|give|tell\s+(?:me|us)|what|which|need|read\s+(?:me|out))\b",
    re.IGNORECASE,
)
# A request's closing words after the label it asks for ("... the full social please", "your member ID again?", "the
# MRN on your statement?": where the value is printed).
_REQUEST_CLOSE = re.compile(
    r"(?:[\s,]+(?:please|pls|again|too|now|(?:on|from|in)\s+(?:your|the)\s+(?:\w+\s+)?(?:statement|card|letter|bill|form"
    r"|file|record|invoice|notice)))+$",
    re.IGNORECASE,
)
_TURN_REACH = 40  # how far back from an answer its turn may start
_QUESTION_LINE_REACH = 160  # how long the asking line may be


def _asked_in_the_turn_before(text: str, start: int) -> str | None:
    """The kind of the personal label that the line before asks for, when the value at `start` opens the next
    turn (a line break at most `_TURN_REACH` characters back); None otherwise."""
    line_start = text.rfind("\n", max(0, start - _TURN_REACH), start) + 1
    if line_start == 0 or _TURN_START.fullmatch(text, line_start, start) is None:
        return None
    previous_start = text.rfind("\n", max(0, line_start - 1 - _QUESTION_LINE_REACH), line_start - 1) + 1
    line = text[previous_start:line_start - 1].rstrip(" \t")
    asking = line.rstrip(".?!:")
    if _REQUEST.search(asking) is None and not line.endswith("?"):
        return None  # neither a request's word nor a question's mark ("And your member ID?")
    asking = _REQUEST_CLOSE.sub("", asking)
    label_end = previous_start + len(asking)
    labels = labels_before(text, label_end)
    if not labels or labels[-1].end != label_end or labels[-1].kind in (None, "phone"):
        return None
    return labels[-1].kind


_PLATE_WORDS = ("plate", "reg", "tag", "kennzeichen", "immatric", "matr", "targa", "kenteken", "rekisteri", "veh", "véh",
                "veicolo", "veíc", "voertuig", "fahrzeug", "fordon", "køretøj", "koretoj", "kjøretøy", "kjoretoy", "ajoneuvo",
                "pojazd", "vozidlo", "car ", "truck", "van ", "pickup", "lorry", "motorbike", "motorcycle", "scooter",
                "numbrim", "valstybinis", "valst.", "plaque", "autoturism", "tablilla", "sõiduk", "soiduk", "placa",
                "rejestr", "kenderaan")
_YEAR = re.compile(r"(?:19|20)\d{2}")
_PUBLIC_ID = re.compile(r"NCT\d{8}|ISRCTN\d{8}|\d{4}-\d{6}-\d{2}")
_MASK_CHARS = frozenset("Xx*\u2022#")


def _is_masked(written: str) -> bool:
    """A number printed masked, all but its last few digits replaced ("XXX-XX-1234", "****6789")."""
    return sum(c in _MASK_CHARS for c in written) >= 4 and sum(c.isdigit() for c in written) <= 4
_DOCKET = re.compile(r"(?:\d:)?\d{2}-[a-z]{2,3}-\d+", re.IGNORECASE)


def _preceded_by_group(text: str, start: int) -> bool:
    """A group's number: "group member ID", "group accident policy SA-5700-OK", "group premium for policy ..."."""
    return _GROUP_BEFORE.search(text, max(0, start - 32), start) is not None


_GROUP_BEFORE = re.compile(r"\bgroup(?:\s+[a-z]+){0,2}\s*$", re.IGNORECASE)


DETECTOR = Detector("record_numbers", LABEL_KINDS, find_labelled_values)
