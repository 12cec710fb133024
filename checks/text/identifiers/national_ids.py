"""`national_id`: the UK National Insurance number, spaced or not ("QQ 12 34 56 C", "AB123456C").

HMRC's format (two prefix letters, six digits, a suffix A to D) read anywhere in capitals: the
prefix letters D, F, I, U and V are never used, nor the prefixes BG, GB, KN, NK, NT, TN and ZZ.
"QQ", HMRC's own example prefix, is read as one (a model copies what it was shown). Presidio's
UkNinoRecognizer (the `uk` locale of the Presidio layer) reads the unspaced form too; this reader
adds the forms people write, in pairs, which it misses. No library models the number better than
its published format.

Other countries' personal numbers, without a label, count when written in the form their country
prints and valid by their check digits as python-stdnum computes them (`stdnum.<cc>.<number>.is_valid`):
Brazil's CPF (123.456.789-09), France's NIR (15 characters, its key mod 97), the Czech and Slovak
rodné číslo (YYMMDD/XXXX), Mexico's CURP, Belgium's national number (YY.MM.DD-XXX.XX), South Korea's
RRN (YYMMDD-XXXXXXX), Ireland's PPS number (1234567T), Switzerland's AHV number (756.XXXX.XXXX.XX), China's
resident identity number (17 digits and a check character), Pakistan's CNIC (XXXXX-XXXXXXX-X), Malaysia's MyKad
number (YYMMDD-PB-XXXX), a person's CUIL in Argentina (2X-XXXXXXXX-X) and RUN in Chile (X.XXX.XXX-K), Italy's codice
fiscale in its printed groups (RSS MRA 85T10 A562S). Under their
labels in scripts the label table does not read (Korean, Japanese, Chinese, Cyrillic, Georgian, Armenian, Arabic,
Persian, Urdu, Hebrew, Devanagari, Greek: `_SCRIPT_ID_LABEL`), personal and passport numbers count in any form. The
names countries print their numbers under in Latin letters (cédula, C.I., DPI, NIN, NRC, NIDA ...) are `labels`'.
Bare digit runs whose only mark is a checksum (BSN, CPR, fødselsnummer, CNP ...) are read only under
their name (`labels`: "BSN: 123456782"): one number in ten or eleven passes such a checksum. Spain,
Italy, Finland, Poland, Sweden and Germany are Presidio's recognizers' (`recognizers.py`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum.ar import cuit as ar_cuit
from stdnum.be import nn as be_nn
from stdnum.br import cpf as br_cpf
from stdnum.ch import ssn as ch_ahv
from stdnum.cl import rut as cl_rut
from stdnum.cn import ric as cn_ric
from stdnum.cz import rc as cz_rc
from stdnum.fr import nir as fr_nir
from stdnum.ie import pps as ie_pps
from stdnum.it import codicefiscale as it_cf
from stdnum.kr import rrn as kr_rrn
from stdnum.mx import curp as mx_curp
from stdnum.my import nric as my_nric
from stdnum.pk import cnic as pk_cnic

from checks.text.identifiers.labels import LEGAL_ENTITIES_FIRST_RUT, attached_to_impersonal_label
from checks.text.identifiers.reading import Detector, Found, Reading

_NINO = re.compile(
    r"(?<![\w-])(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-TW-Z]{2}(?:\d{6}|[ \t]\d{6}[ \t]?|[ \t]\d\d[ \t]\d\d[ \t]\d\d[ \t])[A-D](?![\w-])"
)


def _a_persons_run(value: str) -> bool:
    """Chile gives legal entities RUTs from 50.000.000 on; a person's RUN is below."""
    return int(cl_rut.compact(value)[:-1]) < LEGAL_ENTITIES_FIRST_RUT


# (printed form, validator): each country's personal number as its country prints it.
_PRINTED_FORMS: dict[str, tuple[str, Callable[[str], bool]]] = {
    "br_cpf": (r"\d{3}\.\d{3}\.\d{3}-\d{2}", br_cpf.is_valid),
    "fr_nir": (r"[12][ ]?\d{2}[ ]?\d{2}[ ]?(?:\d{2}|2[AB])[ ]?\d{3}[ ]?\d{3}[ ]?\d{2}", fr_nir.is_valid),
    "cz_rc": (r"\d{6}/\d{3,4}", cz_rc.is_valid),
    "mx_curp": (r"[A-Z]{4}\d{6}[HMX][A-Z]{5}[0-9A-Z]\d", mx_curp.is_valid),
    "be_nn": (r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}", be_nn.is_valid),
    "kr_rrn": (r"\d{6}-\d{7}", kr_rrn.is_valid),
    "ie_pps": (r"\d{7}[A-W][AHW]?", ie_pps.is_valid),
    "ch_ahv": (r"756\.\d{4}\.\d{4}\.\d{2}", ch_ahv.is_valid),
    # China's resident identity number: its birth date and ISO 7064 check character make a random match rare
    "cn_ric": (r"\d{17}[\dX]", cn_ric.is_valid),
    # Pakistan's CNIC (its province digit and its printing 5-7-1), Malaysia's MyKad number (birth date, place of
    # birth), a person's CUIL or CUIT in Argentina (prefixes 20, 23, 24, 27: a company's are 30, 33, 34) and a
    # person's RUN in Chile (below 50.000.000: from there on a legal entity's RUT)
    "pk_cnic": (r"\d{5}-\d{7}-\d", pk_cnic.is_valid),
    "my_nric": (r"\d{6}-\d{2}-\d{4}", my_nric.is_valid),
    "ar_cuit": (r"2[0347]-\d{8}-\d", ar_cuit.is_valid),
    "cl_rut": (r"\d{1,2}\.\d{3}\.\d{3}-[\dkK]", lambda value: cl_rut.is_valid(value) and _a_persons_run(value)),
}
# Italy's codice fiscale printed in its groups ("TGN RLD 54M22 G224Y": surname, name, birth date and sex, place, check
# character); written in one piece it is Presidio's (`recognizers.py`). Found from its birth-date group, a value token.
_SPACED_CODICE_FISCALE = re.compile(r"[A-Z]{3} [A-Z]{3} \d{2}[A-EHLMPR-T]\d{2} [A-Z]\d{3}[A-Z](?![\w-])")
_CODICE_FISCALE_BIRTH = re.compile(r"\d{2}[A-EHLMPR-T]\d{2}")
_CODICE_FISCALE_REACH = 8  # the birth-date group's start from the number's
# A personal number or passport number under its label in a script the label table's words do not read: Korean,
# Japanese or Chinese ("주민등록번호: 5210141785730", "個人番号（医療費控除用）：544731389438", "本人確認書類（旅券番号）：AZ
# 1674713", "身分證字號：T271160765"), which put no space between words; Cyrillic ("паспорт 188982223", "РНОКПП",
# "ЈМБГ", "ЕГН", "ЖШШИР", a person's "Регистрийн дугаар": two letters and eight digits; an organisation's has seven
# digits), Georgian ("პირადი ნომერი"), Armenian, Khmer, Thai ("เลขประจำตัวประชาชน", its "ำ" also as the text's NFKC
# normalisation writes it), Arabic ("الرقم القومي",
# "رقم الهوية", "بطاقة التعريف الوطنية عدد"), Persian ("کد ملی"), Urdu ("شناختی کارڈ نمبر"), Hebrew ("מספר זהות",
# "ת.ז."), Devanagari ("नागरिकता नं.") and Greek ("Αριθμός Δελτίου Ταυτότητας: ΤΜ 565289", "ΑΜΚΑ").
_SCRIPT_ID_LABEL = re.compile(
    r"(?:주민등록\s?번호|외국인\s?등록\s?번호|여권\s?번호|個人番号|マイナンバー|旅券番号|パスポート番号|"
    r"(?:居民|公民)?身份证(?:号码|号)?|公民身份号码|身分證(?:字號|號碼|統一編號)?|护照(?:号码|号)?|護照(?:號碼)?"
    r"|(?<!\w)(?:(?i:(?:номер\s+|серія\s+(?:та\s+)?номер\s+|серия\s+и\s+номер\s+)?паспорт[а-яіїє]*)|РНОКПП|ІПН|СНИЛС|"
    r"[ЈJ]МБГ|ЕГН|ЛНЧ|ЖШШИР|ИИН|(?i:регистрийн\s+дугаар)(?=[:\s]*[А-ЯЁӨҮ]{2}\s?\d)|პირადი\s+ნომერი|პასპორტი(?:ს\s+ნომერი)?|անձնագիր|ՀԾՀ|"
    r"លេខអត្តសញ្ញាណប័ណ្ណ|เลขประจ(?:ำ|\u0e4d\u0e32)ตัวประชาชน|เลขบัตรประชาชน|بطاقة\s+التعريف(?:\s+الوطنية)?(?:\s+عدد)?|(?:የ)?ፋይዳ\s+ቁጥር(?:\s*\((?:FAN|FIN)\))?|"
    r"(?:ال)?رقم\s+(?:ال)?(?:قومي|هوية|الهوية(?:\s+الوطنية)?|الإقامة|إقامة|جواز(?:\s+السفر)?)|الرقم\s+القومي|"
    r"رقم\s+بطاقة\s+الهوية|کد\s+ملی|شماره\s+(?:ملی|شناسنامه|گذرنامه)|شناختی\s+کارڈ(?:\s+نمبر)?|پاسپورٹ(?:\s+نمبر)?|"
    r"מספר\s+(?:זהות|דרכון)|ת\.ז\.?|ת\"ז|नागरिकता(?:\s+प्रमाणपत्र)?\s+नं\.?|राहदानी\s+नं\.?|"
    r"(?<!\w)(?:(?:Αρ\.|Αριθμός)\s+(?:Δελτίου\s+)?Ταυτότητας|Α\.?Δ\.?Τ\.?|Α\.?Μ\.?Κ\.?Α\.?|(?:Αρ\.|Αριθμός)\s+Διαβατηρίου)))"
    r"[）)]?[ \t]*(?:[（(][^）)\n]{1,30}[）)])?[ \t]*(?:№|N[°º]?(?=[ \t]*\d))?[ \t]*[:：៖፡]?[ \t]*"
    r"(?P<value>[A-ZА-ЯЁӨҮΑ-Ω]{0,2}[ \t]?\d[\dA-ZА-ЯЁӨҮΑ-Ω -]{4,20}(?<=\w)(?![\w-]))"
)
_PRINTED = re.compile(
    r"(?<![\w./-])(?:" + "|".join(f"(?P<{name}>{form})" for name, (form, _) in _PRINTED_FORMS.items()) + r")(?![\w/-]|\.\d)"
)


def find_national_ids(reading: Reading) -> list[Found]:
    """UK National Insurance numbers in HMRC's format, spaced in pairs or written in one piece, and other countries'
    personal numbers in their printed forms with valid check digits; not after a label of something that is no one's
    ("part AB 123456 D")."""
    text = reading.text
    out = [Found("national_id", *match.span()) for match in _NINO.finditer(text)]
    # The printed forms are tried only where one can stand: a value token ("123.456.789-09", "736028/5042") or
    # the start of a spaced digit run ("1 85 05 78 006 084 91"), not at every position of the text.
    candidates = [_PRINTED.fullmatch(text, start, end) for start, end in reading.tokens]
    candidates += [_PRINTED.match(text, start) for start, _ in reading.runs.phones]
    seen: set[int] = set()
    for match in candidates:
        if match is None or match.start() in seen:
            continue
        seen.add(match.start())
        _, is_valid = _PRINTED_FORMS[match.lastgroup or ""]
        if is_valid(match.group(0)):
            out.append(Found("national_id", *match.span()))
    for start, end in reading.tokens:
        if end - start == 5 and _CODICE_FISCALE_BIRTH.fullmatch(text, start, end) and start >= _CODICE_FISCALE_REACH:
            match = _SPACED_CODICE_FISCALE.match(text, start - _CODICE_FISCALE_REACH)
            if match and (match.start() == 0 or not text[match.start() - 1].isalnum()) and it_cf.is_valid(match.group(0)):
                out.append(Found("national_id", *match.span()))
    if not text.isascii():
        out += [Found("national_id", *match.span("value")) for match in _SCRIPT_ID_LABEL.finditer(text)]
    return [item for item in out if not attached_to_impersonal_label(text, item.start)]


DETECTOR = Detector("national_id", frozenset({"national_id"}), find_national_ids)
