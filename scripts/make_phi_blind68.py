"""A sixty-eighth blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind68.py [--seed 70701] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind67.py,
seeds 4141 to 69691) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixty-ninth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b68_" or "b68c_"). Identifier-free genres, all from dermatology and allergy: dermatology clinic price lists
(phototherapy, mole mapping, cosmetic procedures: a table, a CSV, a JSON, a memo, a cosmetic price sheet),
allergy-testing menus (panels and their CPT codes: a table, a CSV, an XML), immunotherapy (allergy shot) clinic
timetables (a table, a notice, an iCalendar, a JSON), sunscreen and emollient formularies (a table, a CSV, a JSON with
the plan's own RxBIN and PCN), patch-test series lists (allergens, concentrations, vehicles: a table, a CSV, the
reading-day leaflet), eczema and psoriasis education leaflets, biologics prior-authorisation criteria (atopic
dermatitis, psoriasis, a JSON policy; no patients), teledermatology service-level statistics (a table, a CSV, a
narrative, a FHIR MeasureReport), notices in other locales (Portuguese as Brazil and Portugal print it, Spanish as Spain
prints it, Italian, Greek in Greek script, English and Maltese as Malta prints them, Greek as Cyprus prints it) and
exports of non-personal data (an X12 850 order of sunscreen stock, an HL7 MFN^M01 of patch-test allergens, a CSV of
claim batch totals, an XML of phototherapy cabinet dosimetry, a JSON of allergen extract lots, an XML of the allergy
laboratory's IgE quality-control runs). Carrying genres: dermatology consult notes (one of a woman or man over 89, one
a teledermatology portal message), biopsy and pathology result letters, anaphylaxis action plans naming the patient
(a child's and an adult's), allergy-test reports (one a booking chat), biologics prior-authorisation requests (a form
and a fax), melanoma follow-up letters (to people over 89, and to a survivor who keeps a blog), a coroner's note on a
patient's death after anaphylaxis, phototherapy consent forms, forms from Brazil (a registration form and a
telemedicine consent), Portugal (a registration form and an heir's request for a dead patient's file), Spain (a
registration form and an anaphylaxis plan), Italy (a registration form and an heir's request), Greece, Cyprus and Malta
written as those countries print them, and exports (a FHIR Patient, a FHIR AllergyIntolerance with its patient
contained, an HL7 ORU^R01, a clinic-roster CSV, an X12 278).

Most identifier values come from this module's own printings (the `*_v68` slots): US SSNs and Medicare MBIs in
several printings, Health First Colorado IDs and the plan's member numbers, clinic MRNs, Colorado plates and VINs (the
position-9 check digit); passport numbers of the US, Brazil, Portugal, Spain, Italy, Greece, Cyprus and Malta;
Brazilian CPFs (both check digits) and CNS card numbers (the provisional series, weighted mod 11), Portuguese NIFs
(mod 11 check digit) and Cartão de Cidadão numbers (the civil number, its check digit, the version letters and the
final check character), Spanish DNIs and NIEs (the mod-23 check letter), Italian codici fiscali (built from the name,
birth date, sex and a comune's code, with the check character), Greek AMKAs (the birth date, a serial whose last digit
follows the sex, Luhn) and identity card numbers (two Greek capital letters and six digits), Cypriot identity card
numbers, Maltese identity card numbers (digits and a letter); IBANs of PT (with the NIB's own check digits), ES (with
the two control digits), IT (with the CIN), GR, CY and MT, all with valid mod-97 check digits, Brazilian Banco do Brasil
(agency and account with their mod-11 digits) and Itaú (the mod-10 digit over agency and account) printings, US
routing-and-account pairs (ABA check digit); Visa, Mastercard and Elo numbers with Luhn; dates in Portuguese, Spanish,
Italian, Greek (genitive month names) and Maltese with month names, and US orders; Brazilian (rua, número, bairro,
cidade - UF, CEP), Portuguese (código postal 0000-000), Spanish (C/, piso, CP), Italian (via, CAP, provincia), Greek
and Cypriot (οδός, Τ.Κ.), Maltese (Triq, locality, postcode AAA 0000) and Colorado layouts; the seven numbering plans in
national printings with and without +55, +351, +34, +39, +30, +357 and +356 (and 00-prefixed), and Colorado lines;
e-mails written against scrapers ("at" and "dot", "[arroba]"); public IPv4 and IPv6 addresses of home connections;
personal pages (a blog, a fundraiser, a memorial page, a Brazilian vaquinha).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Colorado:
every state from A to M had been used by an earlier set, so this set took Colorado (used once) with area codes no
earlier set used for its organisations (303, 720 and 970). An identifier-free text quotes only this set's own
organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Denver skin and allergy institute with its phototherapy
unit, a Cherry Creek allergy and immunotherapy centre, a Fort Collins contact-dermatitis (patch-test) clinic, a Grand
Junction teledermatology service and a Colorado health plan on fictional 555-01xx lines, and partner clinics in
Curitiba, Coimbra, Granada, Padova, Athens, Limassol and Sliema on invented lines) and the organisations' own printed
identifiers (the plan's payer ID, RxBIN, PCN and group, the institute's NPIs, EIN and CLIA number, the partners'
registration numbers); the people it names are the organisations' own staff, never a patient or relative, and the ages
it gives are under 90 (eligibility ranges, age bands).

A row: id, template, genre, clean, kinds (sorted), spans ([start, end, kind]), text. The set depends on the seed
and on the installed Faker's data, not on PYTHONHASHSEED.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import random
import unicodedata
from typing import Any, Callable

try:
    import make_phi_blind as blind  # run as a script: scripts/ is on sys.path
    import make_phi_blind5 as blind5
    import make_phi_blind25 as blind25
    import make_phi_blind39 as blind39
    import make_phi_blind41 as blind41
    import make_phi_blind65 as blind65
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41
    from scripts import make_phi_blind65 as blind65

Draw = blind.Draw

SEED = 70701
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "pt_BR", "pt_PT", "es_ES", "it_IT", "el_GR")

INSTITUTE = "Front Range Skin & Allergy Institute"
PHOTO_UNIT = "Front Range Phototherapy Unit"
ALLERGY = "Cherry Creek Allergy & Immunotherapy Center"
PATCH = "Cache la Poudre Contact Dermatitis Clinic"
TELEDERM = "Western Slope Teledermatology Service"
PLAN = "Columbine Peaks Health Plan"
BR_PARTNER = "Clínica Dermatológica Ipê Amarelo"
PT_PARTNER = "Clínica de Dermatologia e Alergologia do Mondego"
ES_PARTNER = "Clínica Dermatológica Alhambra Sur"
IT_PARTNER = "Ambulatorio di Dermatologia e Allergologia Colli Euganei"
GR_PARTNER = "Δερματολογικό και Αλλεργιολογικό Κέντρο Υμηττού"
CY_PARTNER = "Κέντρο Δερματολογίας και Αλλεργιολογίας Λεμεσού"
MT_PARTNER = "Sliema Skin and Allergy Clinic"
MT_PARTNER_MT = "Klinika tal-Ġilda u l-Allerġiji ta' Tas-Sliema"
ORGANISATION_CONTACTS = [
    "(303) 555-0181",                                                   # 0 institute switchboard (Denver)
    "(303) 555-0182",                                                   # 1 institute fax
    "1917 Wynkoop Canyon Court, Denver, CO 80202",                      # 2
    "appointments@frontrangeskinallergy.org",                           # 3
    "https://www.frontrangeskinallergy.org",                            # 4
    "(303) 555-0183",                                                   # 5 phototherapy unit
    "(720) 555-0184",                                                   # 6 allergy centre (Cherry Creek)
    "2640 Juniper Alameda Plaza, Denver, CO 80209",                     # 7
    "shots@cherrycreekallergyctr.org",                                  # 8
    "(970) 555-0185",                                                   # 9 patch-test clinic (Fort Collins)
    "418 Laporte Willow Lane, Fort Collins, CO 80521",                  # 10
    "patchtest@poudrecontactderm.org",                                  # 11
    "(970) 555-0186",                                                   # 12 teledermatology (Grand Junction)
    "2205 Book Cliff Mesa Drive, Grand Junction, CO 81501",             # 13
    "consults@westernslopetelederm.org",                                # 14
    "(720) 555-0187",                                                   # 15 plan, provider line
    "(720) 555-0188",                                                   # 16 plan, prior-authorisation fax
    "priorauth@columbinepeakshp.org",                                   # 17
    "+55 41 3868-6868",                                                 # 18 Curitiba partner
    "(41) 3868-6868",                                                   # 19
    "contato@ipeamarelodermato.com.br",                                 # 20
    "+351 239 868 686",                                                 # 21 Coimbra partner
    "239 868 686",                                                      # 22
    "geral@dermamondego.pt",                                            # 23
    "+34 958 68 68 60",                                                 # 24 Granada partner
    "958 68 68 60",                                                     # 25
    "citas@alhambrasurderma.es",                                        # 26
    "+39 049 868 6860",                                                 # 27 Padova partner
    "049 8686860",                                                      # 28
    "segreteria@colli-euganei-derma.it",                                # 29
    "+30 210 868 6860",                                                 # 30 Athens partner
    "210 8686860",                                                      # 31
    "info@ymittos-derma.gr",                                            # 32
    "+357 25 868686",                                                   # 33 Limassol partner
    "25 868686",                                                        # 34
    "info@lemesos-dermallergy.com.cy",                                  # 35
    "+356 2186 8686",                                                   # 36 Sliema partner
    "2186 8686",                                                        # 37
    "info@sliemaskinallergy.com.mt",                                    # 38
]
ORG_EIN = "84-6816868"
ORG_CLIA = "06D2168680"
PLAN_PAYER_ID = "CPHP68"
PLAN_GROUP = "CODERM26"
PLAN_RXBIN = "610868"
PLAN_PCN = "CPHPRX"
ORG_NPIS = (blind5._npi_of("168303720"), blind5._npi_of("146870970"), blind5._npi_of("131868686"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001
_age_on = blind65._age_on  # noqa: SLF001

_COUNTRY = {"pt_BR": "BR", "pt_PT": "PT", "es_ES": "ES", "it_IT": "IT", "el_GR": "GR", "el_CY": "CY", "en_MT": "MT", "mt_MT": "MT"}


def _locale(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_locale(draw), "US")


def make_fakers(seed: int) -> dict[str, Any]:
    return dict(blind.make_fakers(seed, FAKER_LOCALES))


# ---- people's names -------------------------------------------------------------------------------------------------
_CY_F = ["Ελένη", "Άντρια", "Χριστιάνα", "Μαρίνα", "Στέλλα", "Παναγιώτα", "Δέσποινα", "Ραφαέλλα"]
_CY_M = ["Ανδρέας", "Κυριάκος", "Χαράλαμπος", "Μάριος", "Σάββας", "Παναγιώτης", "Γιώργος", "Νεόφυτος"]
_CY_LAST = [("Χαραλάμπους", "Charalambous"), ("Κωνσταντίνου", "Constantinou"), ("Γεωργίου", "Georgiou"), ("Ιωάννου", "Ioannou"),
            ("Χριστοδούλου", "Christodoulou"), ("Παπαδόπουλος", "Papadopoulos"), ("Νικολάου", "Nicolaou"), ("Θεοδώρου", "Theodorou")]
_MT_F = ["Maria", "Rita", "Josette", "Roberta", "Marthese", "Graziella", "Doris", "Antonella"]
_MT_M = ["Joseph", "Mario", "Carmel", "Kurt", "Jean Paul", "Salvu", "Nicholas", "Ġorġ"]
_MT_LAST = ["Borg", "Camilleri", "Vella", "Farrugia", "Zammit", "Galea", "Micallef", "Grech", "Attard", "Spiteri", "Cassar", "Xuereb"]
_GREEK_LATIN = dict(zip("αάβγδεέζηήθιίϊΐκλμνξοόπρσςτυύϋΰφχψωώ",
                        ["a", "a", "v", "g", "d", "e", "e", "z", "i", "i", "th", "i", "i", "i", "i", "k", "l", "m", "n", "x", "o", "o", "p", "r", "s", "s",
                         "t", "y", "y", "y", "y", "f", "ch", "ps", "o", "o"]))


def _latin(text: str) -> str:
    """A name in plain Latin letters (Greek transliterated, accents dropped), lower case."""
    out = text.lower().replace("ου", "ou").replace("ού", "ou")
    out = "".join(_GREEK_LATIN.get(ch, ch) for ch in out)
    return "".join(ch for ch in unicodedata.normalize("NFKD", out) if not unicodedata.combining(ch))


def _one_name(draw: Draw, locale: str, sex: str) -> tuple[str, str, str, str]:
    """A given name and a family name, and the two in Latin letters."""
    if locale == "el_CY":
        first = draw.pick(_CY_F if sex == "F" else _CY_M)
        last, last_lat = draw.pick(_CY_LAST)
        if sex == "F" and last.endswith("ος"):
            last, last_lat = last[:-2] + "ου", last_lat[:-2] + "ou"
        return first, last, _latin(first).title(), last_lat
    if locale in ("en_MT", "mt_MT"):
        first, last = draw.pick(_MT_F if sex == "F" else _MT_M), draw.pick(_MT_LAST)
        return first, last, first, last
    fake = draw.fk[locale if locale in FAKER_LOCALES else "en_US"]
    first = fake.first_name_female() if sex == "F" else fake.first_name_male()
    if locale == "el_GR":
        last = fake.last_name_female() if sex == "F" else fake.last_name_male()
    elif locale == "es_ES":
        last = f"{fake.last_name()} {fake.last_name()}"
    elif locale in ("pt_BR", "pt_PT"):
        last = f"{fake.last_name()} {fake.last_name()}" if draw.rng.random() < 0.5 else fake.last_name()
    else:
        last = fake.last_name()
    return first, last, _latin(first).title(), _latin(last).title()


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees), a relative and a third person of the same locale."""
    locale = _locale(draw)
    sex = draw.pick(["F", "M"])
    first, last, lat_first, lat_last = _one_name(draw, locale, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}",
                       "_lat_first": lat_first, "_lat_last": lat_last})
    for suffix in ("2", "3"):
        other = _one_name(draw, locale, draw.pick(["F", "M"]))
        last_other = last if suffix == "2" and locale in ("en_US", "en_MT", "mt_MT") else other[1]
        draw.cache.update({"first" + suffix: other[0], "last" + suffix: last_other, "name" + suffix: f"{other[0]} {last_other}"})


def _sex(draw: Draw) -> str:
    return draw.cache.get("_sex", "M")


def _birth(draw: Draw, low: int = 1948, high: int = 2008) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "6868", "8686", "868", "018")):
            return out


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"]
_ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
_IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]
_EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου",
              "Νοεμβρίου", "Δεκεμβρίου"]
_MT_MONTHS = ["Jannar", "Frar", "Marzu", "April", "Mejju", "Ġunju", "Lulju", "Awwissu", "Settembru", "Ottubru", "Novembru", "Diċembru"]


def _date_lang(draw: Draw, day: dt.date, lang: str) -> str:
    """A date as a language prints it, with the month's name or in figures."""
    d, m, y = day.day, day.month, day.year
    if lang == "pt_BR":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} de {_PT_MONTHS[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{_PT_MONTHS[m - 1][:3]}-{y}",
                          f"{'1º' if d == 1 else d} de {_PT_MONTHS[m - 1]} de {y}"])
    if lang == "pt_PT":
        return draw.pick([f"{d:02d}-{m:02d}-{y}", f"{d} de {_PT_MONTHS[m - 1]} de {y}", f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}.{m:02d}.{y}"])
    if lang == "es_ES":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} de {_ES_MONTHS[m - 1]} de {y}", f"{d}/{m}/{y}", f"{d:02d}-{m:02d}-{y}", f"{d} {_ES_MONTHS[m - 1][:3]}. {y}"])
    if lang == "it_IT":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {_IT_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d:02d}-{m:02d}-{y}",
                          f"{'1°' if d == 1 else d} {_IT_MONTHS[m - 1]} {y}"])
    if lang in ("el_GR", "el_CY"):
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {_EL_MONTHS[m - 1]} {y}", f"{d}-{m}-{y}", f"{d:02d}.{m:02d}.{y}", f"{d}/{m}/{y}"])
    if lang == "mt_MT":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} ta' {_MT_MONTHS[m - 1]} {y}", f"{d} ta' {_MT_MONTHS[m - 1]}, {y}", f"{d:02d}.{m:02d}.{y}"])
    if lang == "en_MT":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{d} {blind.MONTHS[m - 1]} {y}", f"{d:02d}-{blind.ABBR[m - 1]}-{y}", f"{blind._ordinal(d)} {blind.MONTHS[m - 1]} {y}"])  # noqa: SLF001
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]} {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{y}-{m:02d}-{d:02d}", f"{d:02d}-{blind.ABBR[m - 1].upper()}-{y}"])


def _date_in(draw: Draw, day: dt.date) -> str:
    return _date_lang(draw, day, _locale(draw))


def dob_v68(draw: Draw) -> str:
    return _date_in(draw, _birth(draw))


def dob_child_v68(draw: Draw) -> str:
    """A school child's birth date (the anaphylaxis plans)."""
    return _date_in(draw, _birth(draw, 2012, 2021))


def dob_elder_v68(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1935))


def dob_iso_v68(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v68(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_us_v68(draw: Draw) -> str:
    return _birth(draw).strftime("%m/%d/%Y")


def _birth2(draw: Draw) -> dt.date:
    """A second, older person's birth date on a roster (1926-1935)."""
    if "_birth2" not in draw.cache:
        draw.cache["_birth2"] = draw.date_between(1926, 1935)  # type: ignore[assignment]
    return draw.cache["_birth2"]  # type: ignore[return-value]


def dob_old2_v68(draw: Draw) -> str:
    return _birth2(draw).strftime("%m/%d/%Y")


def age_old2_v68(draw: Draw) -> str:
    return str(_age_on(_birth2(draw), REFERENCE_DAY))


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2024, 6, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v68(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw))


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _elder_age(draw: Draw) -> int:
    return _age_on(_birth(draw, 1926, 1935), REFERENCE_DAY)


def age_elder_v68(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1926-1935, in English wordings."""
    age = _elder_age(draw)
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years", spelled, f"{age} yo", f"aged {age}", f"{age}y", f"{spelled} years of age"])


# ---- United States (Colorado) -------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v68(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, or with a slash as some fax forms print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}/{v[3:5]}/{v[5:]}", f"{v[:3]}–{v[3:5]}–{v[5:]}"])


def ssn_plain_v68(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v68(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4, spaced."""
    v = _mbi(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}"])


def member_plain_v68(draw: Draw) -> str:
    return f"CPK{draw.digits(9, True)}"


def member_v68(draw: Draw) -> str:
    """A Health First Colorado (Medicaid) ID, the plan's member number with or without its suffix, or an MBI."""
    style = draw.rng.random()
    if style < 0.3:
        return f"{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(6)}"
    if style < 0.7:
        v = draw.digits(9, True)
        return draw.pick([f"CPK{v}", f"CPK{v}-0{draw.rng.randint(1, 4)}", f"CPK {v[:3]} {v[3:6]} {v[6:]}"])
    return mbi_v68(draw)


def mrn_v68(draw: Draw) -> str:
    """An institute MRN, a pathology accession or an allergy-centre chart number."""
    return draw.pick([f"FR{draw.digits(7, True)}", draw.digits(8, True), f"FRS-{draw.digits(6, True)}", f"CC{draw.digits(6, True)}",
                      f"{draw.digits(3, True)}-{draw.digits(2)}-{draw.digits(3)}"])


def mrn_plain_v68(draw: Draw) -> str:
    return f"FR{draw.digits(7, True)}"


def accession_v68(draw: Draw) -> str:
    """A dermatopathology accession number (the specimen is the patient's)."""
    return draw.pick([f"DP26-{draw.digits(5, True)}", f"S26-{draw.digits(6, True)}", f"DP-{draw.digits(2, True)}-{draw.digits(4)}"])


_CO_TOWNS = [("Denver", "80205"), ("Denver", "80219"), ("Denver", "80211"), ("Aurora", "80012"), ("Aurora", "80010"), ("Lakewood", "80226"),
             ("Boulder", "80304"), ("Fort Collins", "80525"), ("Greeley", "80631"), ("Grand Junction", "81504"), ("Pueblo", "81003"),
             ("Colorado Springs", "80909"), ("Loveland", "80537"), ("Longmont", "80501"), ("Arvada", "80003"), ("Durango", "81301")]
_CO_STREETS = ["E Colfax Ave", "S Federal Blvd", "W 38th Ave", "Quebec St", "S Broadway", "Wadsworth Blvd", "Pearl St", "College Ave", "N 12th St",
               "Patterson Rd", "Lake Ave", "E Platte Ave", "Main St", "Havana St", "Sheridan Blvd", "Baseline Rd"]


def _co_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_CO_TOWNS)
    street = f"{draw.rng.randint(100, 14999)} {draw.pick(_CO_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 40)}{draw.pick(['', 'A', 'D'])}", f" Unit {draw.rng.randint(1, 90)}", f" #{draw.rng.randint(2, 410)}"])
    return street, unit, town, zip_code


def addr_co_v68(draw: Draw) -> str:
    street, unit, town, zip_code = _co_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, CO {zip_code}", f"{street}{unit}\n{town}, CO {zip_code}", f"{street}{unit}, {town} CO {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} CO {zip_code}", f"{street}{unit}, {town}, Colorado {zip_code}"])


def addr_hl7_v68(draw: Draw) -> str:
    street, _, town, zip_code = _co_parts(draw)
    return f"{street.upper()}^^{town.upper()}^CO^{zip_code}^USA^H"


def addr_fhir_v68(draw: Draw) -> str:
    street, _, town, zip_code = _co_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"CO\", \"postalCode\": \"{zip_code}"


def addr_x12_v68(draw: Draw) -> str:
    street, _, town, zip_code = _co_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*CO*{zip_code}"


def phone_co_v68(draw: Draw) -> str:
    area = draw.pick(["303", "720", "970", "719", "303", "720"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"({area}){exchange}-{line}", f"{area} {exchange} {line}", f"{area}-{exchange}-{line} x{draw.rng.randint(2, 99)}"])


def phone_e164_v68(draw: Draw) -> str:
    return f"+1{draw.pick(['303', '720', '970'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v68(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['303', '720'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v68(draw: Draw) -> str:
    """A Colorado checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["10200007", "10210033", "30707034", "10209037", "10200354"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"RTN {routing} / acct {account}", f"{routing} {account}"])


def plate_co_v68(draw: Draw) -> str:
    """A Colorado plate: ABC-123, the newer ABC-D12, or 123-ABC."""
    al = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return draw.pick([f"{draw.letters(3, al)}-{draw.digits(3)}", f"{draw.letters(3, al)}-{draw.letters(1, al)}{draw.digits(2)}",
                      f"{draw.digits(3)}-{draw.letters(3, al)}", f"{draw.letters(3, al)}{draw.letters(1, al)}{draw.digits(2)}", f"CO {draw.letters(3, al)}-{draw.digits(3)}"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v68(draw: Draw) -> str:
    """A VIN (pickups and SUVs of US, Japanese and Korean makers), with the position-9 check digit."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = (draw.pick(["1FTFW1", "1GCUYD", "JTMB1R", "5XYP3D", "4S4BTA", "1C6SRF"]) + draw.letters(2, alnum) + "0" + draw.pick(list("HJKLMNPRS"))
            + draw.letters(1, "ABCDEFGHKLNRSU") + draw.digits(6))
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


def passport_us_v68(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}"])


# ---- Brazil --------------------------------------------------------------------------------------------------------
def _cpf_digits(body: str) -> str:
    for _ in range(2):
        total = sum(int(ch) * w for ch, w in zip(body, range(len(body) + 1, 1, -1)))
        r = total * 10 % 11
        body += str(0 if r == 10 else r)
    return body


def cpf_v68(draw: Draw) -> str:
    """A CPF with both check digits: dotted (as printed), whole, or with the dash only."""
    while True:
        body = draw.digits(9)
        if len(set(body)) > 1:
            break
    v = _cpf_digits(body)
    return draw.pick([f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}", f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}", v, f"{v[:9]}-{v[9:]}", f"{v[:3]} {v[3:6]} {v[6:9]} {v[9:]}"])


def cns_v68(draw: Draw) -> str:
    """A Cartão Nacional de Saúde number of the provisional series (7, 8 or 9 first; the weighted sum is 0 mod 11)."""
    while True:
        body = draw.pick(["7", "8", "9"]) + draw.digits(13)
        total = sum(int(ch) * w for ch, w in zip(body, range(15, 1, -1)))
        last = (11 - total % 11) % 11
        if last < 10:
            v = body + str(last)
            return draw.pick([f"{v[:3]} {v[3:7]} {v[7:11]} {v[11:]}", v, f"{v[:3]} {v[3:7]} {v[7:11]} {v[11:]}"])


_BR_CITIES = [("Curitiba", "PR", "80", ["Centro", "Batel", "Água Verde", "Boqueirão", "Portão", "Cabral"]),
              ("São José dos Pinhais", "PR", "83", ["Centro", "Afonso Pena", "Cidade Jardim"]), ("Londrina", "PR", "86", ["Centro", "Gleba Palhano"]),
              ("Joinville", "SC", "89", ["América", "Saguaçu", "Boa Vista"]), ("São Paulo", "SP", "0", ["Pinheiros", "Mooca", "Santana", "Vila Mariana"])]
_BR_STREETS = ["Rua XV de Novembro", "Av. Sete de Setembro", "Rua Padre Anchieta", "Rua Marechal Deodoro", "Av. República Argentina", "Rua Itupava",
               "Rua Dr. Pedrosa", "Alameda Prudente de Moraes", "Rua Brigadeiro Franco"]


def addr_br_v68(draw: Draw) -> str:
    city, uf, cep_start, bairros = draw.pick(_BR_CITIES)
    cep = (cep_start + draw.digits(8 - len(cep_start)))
    cep = f"{cep[:5]}-{cep[5:]}"
    comp = draw.pick(["", "", f", apto {draw.rng.randint(11, 1804)}", f", casa {draw.rng.randint(1, 9)}", f", bloco {draw.letters(1, 'ABCD')} apto {draw.rng.randint(11, 304)}"])
    street, num, bairro = draw.pick(_BR_STREETS), draw.rng.randint(10, 4999), draw.pick(bairros)
    return draw.pick([f"{street}, {num}{comp} - {bairro}, {city} - {uf}, {cep}", f"{street}, nº {num}{comp}\n{bairro}\n{city}/{uf} - CEP {cep}",
                      f"{street.upper()}, {num}{comp.upper()}, {bairro.upper()}, {city.upper()}-{uf}, CEP {cep}"])


def phone_br_v68(draw: Draw) -> str:
    ddd = draw.pick(["41", "41", "41", "43", "47", "11"])
    if draw.rng.random() < 0.75:
        r = "9" + _sub(draw, 8)
        return draw.pick([f"({ddd}) {r[:5]}-{r[5:]}", f"+55 {ddd} {r[:5]}-{r[5:]}", f"({ddd}) {r[0]} {r[1:5]}-{r[5:]}", f"{ddd} {r}", f"+55{ddd}{r}",
                          f"0{ddd} {r[:5]}-{r[5:]}", f"({ddd}){r[:5]}-{r[5:]}"])
    r = draw.pick(["3", "3", "2"]) + _sub(draw, 7)
    return draw.pick([f"({ddd}) {r[:4]}-{r[4:]}", f"+55 {ddd} {r[:4]}-{r[4:]}", f"{ddd} {r[:4]}-{r[4:]}"])


def _mod11_bb(body: str, weights: range) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, weights))
    r = 11 - total % 11
    return "X" if r == 10 else "0" if r == 11 else str(r)


def account_br_v68(draw: Draw) -> str:
    """A Banco do Brasil agency and account (mod-11 digits, X for 10), an Itaú agency and account (the mod-10 digit over both),
    or a Caixa savings account (operation 013)."""
    style = draw.rng.random()
    if style < 0.45:
        agency = draw.digits(4, True)
        account = draw.digits(draw.pick([5, 6, 8]), True)
        ag = f"{agency}-{_mod11_bb(agency, range(5, 1, -1))}"
        ac = f"{account}-{_mod11_bb(account, range(len(account) + 1, 1, -1))}"
        return draw.pick([f"Banco do Brasil (001), agência {ag}, conta corrente {ac}", f"BB ag. {ag} c/c {ac}", f"001 / {ag} / {ac}"])
    if style < 0.8:
        agency, account = draw.digits(4, True), draw.digits(5, True)
        body = agency + account
        total = 0
        for i, ch in enumerate(body):
            prod = int(ch) * (2 if i % 2 == 0 else 1)
            total += prod // 10 + prod % 10
        dv = (10 - total % 10) % 10
        return draw.pick([f"Itaú (341), agência {agency}, conta {account}-{dv}", f"Itaú ag {agency} cc {account}-{dv}", f"341 {agency} {account}{dv}"])
    agency, account = draw.digits(4, True), draw.digits(8, True)
    return draw.pick([f"Caixa (104), ag. {agency}, op. 013, conta poupança {account}-{draw.digits(1)}", f"CEF ag {agency} op 013 cp {account}-{draw.digits(1)}"])


def passport_br_v68(draw: Draw) -> str:
    return f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(6)}"


# ---- Portugal ------------------------------------------------------------------------------------------------------
def _nif_check(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, range(9, 1, -1)))
    r = 11 - total % 11
    return "0" if r >= 10 else str(r)


def nif_v68(draw: Draw) -> str:
    """A person's NIF (first digit 1, 2 or 3) with its mod-11 check digit: whole or in threes."""
    body = draw.pick(["1", "2", "2", "3"]) + draw.digits(7)
    v = body + _nif_check(body)
    return draw.pick([v, v, f"{v[:3]} {v[3:6]} {v[6:]}", f"PT{v}"])


_CC_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def cc_pt_v68(draw: Draw) -> str:
    """A Cartão de Cidadão document number: the civil number, its check digit, the version letters and the final check
    character (computed over all of them as python-stdnum's pt.cc does)."""
    nic = draw.digits(8, True)
    r = 11 - sum(int(ch) * w for ch, w in zip(nic, range(9, 1, -1))) % 11
    civil_check = "0" if r >= 10 else str(r)
    version = draw.pick(["ZZ", "ZZ", "ZY", "ZX"])
    body = nic + civil_check + version
    total = 0
    for i, ch in enumerate(reversed(body)):
        value = _CC_ALPHABET.index(ch)
        if i % 2 == 0:
            value *= 2
            value = value - 9 if value > 9 else value
        total += value
    last = str((10 - total % 10) % 10)
    return draw.pick([f"{nic} {civil_check} {version}{last}", f"{nic} {civil_check} {version} {last}", f"{nic}{civil_check}{version}{last}", f"{nic} {civil_check} {version}{last}"])


def utente_v68(draw: Draw) -> str:
    """A número de utente do SNS (nine digits)."""
    v = draw.digits(9, True)
    return draw.pick([v, f"{v[:3]} {v[3:6]} {v[6:]}"])


_PT_STREETS = ["Rua Ferreira Borges", "Avenida Fernão de Magalhães", "Rua da Sofia", "Rua Lourenço de Almeida Azevedo", "Avenida Emídio Navarro",
               "Rua do Brasil", "Rua Pedro Nunes", "Travessa da Matemática"]
_PT_TOWNS = [("3000", "Coimbra"), ("3030", "Coimbra"), ("3020", "Coimbra"), ("3080", "Figueira da Foz"), ("3200", "Lousã"), ("4000", "Porto"), ("3810", "Aveiro")]


def addr_pt_v68(draw: Draw) -> str:
    cp4, town = draw.pick(_PT_TOWNS)
    cp = f"{cp4[:3]}{draw.rng.randint(0, 9)}-{draw.rng.randint(0, 999):03d}"
    floor = draw.pick(["", f", {draw.rng.randint(1, 9)}.º Esq.", f", {draw.rng.randint(1, 9)}.º Dto.", f", r/c", f", {draw.rng.randint(1, 6)}.º {draw.letters(1, 'ABCD')}"])
    street = f"{draw.pick(_PT_STREETS)}, {draw.rng.randint(1, 280)}{floor}"
    return draw.pick([f"{street}\n{cp} {town}", f"{street}, {cp} {town}", f"{street.upper()}, {cp} {town.upper()}"])


def phone_pt_v68(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        v = draw.pick(["91", "92", "93", "96"]) + _sub(draw, 7)
    else:
        v = draw.pick(["239", "239", "22", "234"])
        v = v + _sub(draw, 9 - len(v))
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"+351 {v[:3]} {v[3:6]} {v[6:]}", f"+351{v}", v, f"00351 {v}", f"(+351) {v[:3]} {v[3:6]} {v[6:]}"])


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _iban_print(draw: Draw, iban: str) -> str:
    return draw.pick([_groups(iban), _groups(iban), iban])


def iban_pt_v68(draw: Draw) -> str:
    """A Portuguese IBAN: the NIB (bank, branch, account) with its own two check digits, then mod 97."""
    body = draw.pick(["0035", "0033", "0007", "0036", "0010", "0045"]) + draw.digits(4) + draw.digits(11)
    nib = body + f"{98 - int(body + '00') % 97:02d}"
    return _iban_print(draw, _iban("PT", nib))


# ---- Spain ---------------------------------------------------------------------------------------------------------
_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_v68(draw: Draw) -> str:
    """A DNI (eight digits and the mod-23 letter) or an NIE (X, Y or Z, seven digits, the letter)."""
    if draw.rng.random() < 0.72:
        n = draw.digits(8)
        v = n + _DNI_LETTERS[int(n) % 23]
        return draw.pick([v, v, f"{n}-{v[-1]}", f"{n[:2]}.{n[2:5]}.{n[5:]}-{v[-1]}", f"{n} {v[-1]}"])
    lead = draw.pick(["X", "Y", "Z"])
    n = draw.digits(7)
    letter = _DNI_LETTERS[int(str("XYZ".index(lead)) + n) % 23]
    return draw.pick([f"{lead}{n}{letter}", f"{lead}-{n}-{letter}", f"{lead} {n} {letter}"])


_ES_STREETS = ["C/ Recogidas", "Calle Reyes Católicos", "Avda. de la Constitución", "C/ San Antón", "Camino de Ronda", "Calle Pedro Antonio de Alarcón",
               "Plaza de la Trinidad", "C/ Gran Capitán"]
_ES_TOWNS = [("18005", "Granada"), ("18002", "Granada"), ("18008", "Granada"), ("18100", "Armilla"), ("18210", "Peligros"), ("29010", "Málaga"), ("04004", "Almería")]


def addr_es_v68(draw: Draw) -> str:
    cp, town = draw.pick(_ES_TOWNS)
    piso = draw.pick(["", f", {draw.rng.randint(1, 9)}º {draw.letters(1, 'ABCD')}", f", {draw.rng.randint(1, 8)}º izda.", f", bajo", f", esc. 2, {draw.rng.randint(1, 6)}º dcha."])
    street = f"{draw.pick(_ES_STREETS)}, {draw.rng.randint(1, 190)}{piso}"
    prov = "Granada" if cp.startswith("18") else town
    return draw.pick([f"{street}, {cp} {town}", f"{street}\n{cp} {town} ({prov})", f"{street.upper()} - {cp} {town.upper()}"])


def phone_es_v68(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        v = draw.pick(["6", "6", "7"]) + _sub(draw, 8)
    else:
        v = "958" + _sub(draw, 6)
    return draw.pick([f"{v[:3]} {v[3:5]} {v[5:7]} {v[7:]}", f"{v[:3]} {v[3:6]} {v[6:]}", f"+34 {v[:3]} {v[3:5]} {v[5:7]} {v[7:]}", f"+34{v}", v, f"0034 {v}"])


def _dc(digits: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(digits, (1, 2, 4, 8, 5, 10, 9, 7, 3, 6)))
    r = 11 - total % 11
    return "0" if r == 11 else "1" if r == 10 else str(r)


def iban_es_v68(draw: Draw) -> str:
    """A Spanish IBAN: bank, branch, the two control digits (over 00+bank+branch and over the account), account."""
    bank, branch, account = draw.pick(["2100", "0182", "0049", "2038", "0487", "3023"]), draw.digits(4), draw.digits(10)
    bban = bank + branch + _dc("00" + bank + branch) + _dc(account) + account
    return _iban_print(draw, _iban("ES", bban))


def plate_es_v68(draw: Draw) -> str:
    """A Spanish plate since 2000: four digits and three consonants."""
    v = f"{draw.digits(4)} {draw.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}"
    return draw.pick([v, v, v.replace(" ", ""), v.replace(" ", "-")])


def passport_es_v68(draw: Draw) -> str:
    return f"{draw.pick(['PA', 'PA', 'PB', 'XD'])}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(6)}"


# ---- Italy ---------------------------------------------------------------------------------------------------------
_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
                                                              16, 10, 22, 25, 24, 23]))


def _cf_check(body: str) -> str:
    """The check character of a codice fiscale or the CIN of an Italian account (odd and even positions, mod 26)."""
    total = 0
    for i, ch in enumerate(body):
        if i % 2 == 0:
            total += _CF_ODD[ch]
        else:
            total += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + total % 26)


def _cf_part(name: str, given: bool) -> str:
    letters = [ch for ch in _latin(name).upper() if "A" <= ch <= "Z"]
    cons = [ch for ch in letters if ch not in "AEIOU"]
    vows = [ch for ch in letters if ch in "AEIOU"]
    if given and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return "".join((cons + vows + ["X", "X", "X"])[:3])


_COMUNI = ["G224", "G224", "L736", "F205", "H501", "A001", "L407", "D325", "F839", "C743"]


def cf_v68(draw: Draw) -> str:
    """A codice fiscale built from the text's person: surname, name, birth year, month letter, day (+40 for a woman),
    a comune's code and the check character."""
    born = _birth(draw)
    body = (_cf_part(str(draw.cache.get("last", "Rossi")), False) + _cf_part(str(draw.cache.get("first", "Mario")), True) + f"{born.year % 100:02d}"
            + "ABCDEHLMPRST"[born.month - 1] + f"{born.day + (40 if _sex(draw) == 'F' else 0):02d}" + draw.pick(_COMUNI))
    v = body + _cf_check(body)
    return draw.pick([v, v, v, f"{v[:3]} {v[3:6]} {v[6:11]} {v[11:]}", v.lower() if draw.rng.random() < 0.3 else v])


_IT_STREETS = ["Via Roma", "Via del Santo", "Corso Milano", "Via Belzoni", "Via Gattamelata", "Piazza dei Signori", "Via Euganea", "Riviera Tito Livio"]
_IT_TOWNS = [("35122", "Padova", "PD"), ("35128", "Padova", "PD"), ("35031", "Abano Terme", "PD"), ("35043", "Monselice", "PD"), ("30121", "Venezia", "VE"),
             ("36100", "Vicenza", "VI")]


def addr_it_v68(draw: Draw) -> str:
    cap, town, prov = draw.pick(_IT_TOWNS)
    street = f"{draw.pick(_IT_STREETS)} {draw.rng.randint(1, 220)}{draw.pick(['', '', '/A', ', int. ' + str(draw.rng.randint(1, 16))])}"
    return draw.pick([f"{street}, {cap} {town} ({prov})", f"{street}\n{cap} {town} {prov}", f"{street} - {cap} {town.upper()} ({prov})"])


def phone_it_v68(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        v = draw.pick(["347", "333", "340", "320", "328", "393", "366"]) + _sub(draw, 7)
        return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]} {v[3:]}", f"+39 {v[:3]} {v[3:]}", f"+39{v}", v, f"0039 {v}", f"{v[:3]}/{v[3:]}"])
    v = "049" + _sub(draw, 7)
    return draw.pick([f"{v[:3]} {v[3:]}", f"+39 {v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]}/{v[3:]}", v])


def iban_it_v68(draw: Draw) -> str:
    """An Italian IBAN: the CIN letter over ABI, CAB and account, then mod 97."""
    abi, cab = draw.pick(["03069", "02008", "05034", "06225", "03062", "08728"]), draw.digits(5, True)
    account = draw.pick([draw.digits(12), "0000" + draw.digits(8), "1000" + draw.digits(8)])
    bban = _cf_check(abi + cab + account) + abi + cab + account
    return _iban_print(draw, _iban("IT", bban))


def targa_v68(draw: Draw) -> str:
    al = "ABCDEFGHJKLMNPRSTVWXYZ"
    v = f"{draw.letters(2, al)}{draw.digits(3)}{draw.letters(2, al)}"
    return draw.pick([v, f"{v[:2]} {v[2:5]} {v[5:]}", f"{v[:2]}{v[2:5]}{v[5:]}", f"{v[:2]} {v[2:5]}{v[5:]}"])


def passport_it_v68(draw: Draw) -> str:
    return f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(7)}"


# ---- Greece and Cyprus ---------------------------------------------------------------------------------------------
def amka_v68(draw: Draw) -> str:
    """An AMKA: the birth date DDMMYY, three digits, a digit odd for a man and even for a woman, and a Luhn digit."""
    born = _birth(draw)
    sex_digit = draw.pick(["1", "3", "5", "7", "9"] if _sex(draw) == "M" else ["0", "2", "4", "6", "8"])
    body = born.strftime("%d%m%y") + draw.digits(3) + sex_digit
    v = body + _luhn(body)
    return draw.pick([v, v, f"{v[:6]} {v[6:]}", f"{v[:6]}-{v[6:]}"])


_ADT_LETTERS = "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ"


def _greek_caps(text: str) -> str:
    """Greek in capitals as it is printed: without the accents."""
    return "".join(ch for ch in unicodedata.normalize("NFD", text.upper()) if not unicodedata.combining(ch))


def adt_v68(draw: Draw) -> str:
    """A Greek identity card number: two Greek capitals and six digits (spaced, dashed or whole)."""
    letters, digits = draw.letters(2, _ADT_LETTERS), draw.digits(6, True)
    return draw.pick([f"{letters} {digits}", f"{letters}{digits}", f"{letters}-{digits}", f"{letters} {digits}"])


_GR_STREETS = ["Υμηττού", "Φορμίωνος", "Λεωφ. Αλεξάνδρας", "Σπύρου Μερκούρη", "Ερατοσθένους", "Πατησίων", "Αγίας Σοφίας", "Κύπρου"]
_GR_TOWNS = [("116 36", "Αθήνα"), ("116 33", "Αθήνα"), ("162 32", "Βύρωνας"), ("172 36", "Υμηττός"), ("171 21", "Νέα Σμύρνη"), ("546 22", "Θεσσαλονίκη")]


def addr_gr_v68(draw: Draw) -> str:
    tk, town = draw.pick(_GR_TOWNS)
    street = f"{draw.pick(_GR_STREETS)} {draw.rng.randint(1, 240)}"
    return draw.pick([f"{street}, {tk} {town}", f"Οδός {street}, Τ.Κ. {tk}, {town}", f"{street}\n{tk} {town}", f"{_greek_caps(street)}, ΤΚ {tk.replace(' ', '')} {_greek_caps(town)}"])


def phone_gr_v68(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        v = draw.pick(["694", "697", "693", "698", "699"]) + _sub(draw, 7)
    else:
        v = "210" + _sub(draw, 7)
    return draw.pick([f"{v[:3]} {v[3:6]} {v[6:]}", f"{v[:3]} {v[3:]}", f"+30 {v[:3]} {v[3:6]} {v[6:]}", f"+30{v}", v, f"0030 {v}", f"(+30) {v}"])


def iban_gr_v68(draw: Draw) -> str:
    bban = draw.pick(["011", "017", "014", "026"]) + draw.digits(4) + draw.digits(16)
    return _iban_print(draw, _iban("GR", bban))


def passport_gr_v68(draw: Draw) -> str:
    return f"{draw.letters(2, 'ABEHIKMNOPTXYZ')}{draw.digits(7)}"


def cy_id_v68(draw: Draw) -> str:
    """A Cypriot identity card number: up to seven digits (printed with leading zeros on newer cards now and then)."""
    v = str(draw.rng.randint(300000, 1299999))
    return draw.pick([v, v, v.zfill(8), f"{v[:-3]} {v[-3:]}"])


_CY_STREETS = ["Αγίου Ανδρέα", "Γλάδστωνος", "Αρχιεπισκόπου Μακαρίου Γ'", "Ανεξαρτησίας", "Φραγκλίνου Ρούσβελτ", "Γιάννου Κρανιδιώτη"]
_CY_TOWNS = [("3036", "Λεμεσός"), ("3041", "Λεμεσός"), ("4046", "Γερμασόγεια"), ("4152", "Κάτω Πολεμίδια"), ("1065", "Λευκωσία"), ("6023", "Λάρνακα")]


def addr_cy_v68(draw: Draw) -> str:
    tk, town = draw.pick(_CY_TOWNS)
    flat = draw.pick(["", f", Διαμ. {draw.rng.randint(101, 604)}", f", Διαμέρισμα {draw.rng.randint(1, 40)}"])
    street = f"{draw.pick(_CY_STREETS)} {draw.rng.randint(1, 180)}{flat}"
    return draw.pick([f"{street}, {tk} {town}", f"Οδός {street}\nΤ.Κ. {tk}, {town}", f"{street}, {tk} {town}, Κύπρος"])


def phone_cy_v68(draw: Draw) -> str:
    v = draw.pick(["99", "97", "96", "95", "94"]) + _sub(draw, 6) if draw.rng.random() < 0.75 else "25" + _sub(draw, 6)
    return draw.pick([f"{v[:2]} {v[2:]}", f"+357 {v[:2]} {v[2:]}", f"+357{v}", v, f"00357 {v}", f"(+357) {v}"])


def iban_cy_v68(draw: Draw) -> str:
    bban = draw.pick(["002", "005", "018", "007"]) + draw.digits(5) + draw.digits(16)
    return _iban_print(draw, _iban("CY", bban))


def passport_cy_v68(draw: Draw) -> str:
    return f"{draw.pick(['K', 'K', 'E'])}{draw.digits(8)}"


# ---- Malta ---------------------------------------------------------------------------------------------------------
def mt_id_v68(draw: Draw) -> str:
    """A Maltese identity card number: up to seven digits and a letter (M for those born in Malta, G, A, P, L, H, B, Z)."""
    digits = str(draw.rng.randint(1000, 999999))
    letter = draw.pick(["M", "M", "M", "G", "A", "L", "H"])
    return draw.pick([f"{digits}{letter}", f"{digits.zfill(7)}{letter}", f"{digits} {letter}", f"{digits}({letter})"])


_MT_STREETS = ["Triq it-Torri", "Triq Manwel Dimech", "Triq il-Kbira", "Triq San Pawl", "Triq Tigné", "Triq il-Wied", "Triq Bisazza"]
_MT_TOWNS = [("Tas-Sliema", "SLM", "Sliema"), ("San Ġiljan", "STJ", "St Julian's"), ("Il-Gżira", "GZR", "Gzira"), ("Birkirkara", "BKR", "Birkirkara"),
             ("Ħal Qormi", "QRM", "Qormi"), ("Il-Mosta", "MST", "Mosta")]


def addr_mt_v68(draw: Draw) -> str:
    town_mt, code, town_en = draw.pick(_MT_TOWNS)
    pc = f"{code} {draw.rng.randint(1000, 3999)}"
    house = draw.pick([str(draw.rng.randint(1, 220)), f"Flat {draw.rng.randint(1, 12)}, {draw.pick(['Villa Rosa', 'Dar il-Ħena', 'Marsalforn Court', 'Sea Breeze Apts'])}"])
    town = town_mt if _locale(draw) == "mt_MT" else town_en
    return draw.pick([f"{house}, {draw.pick(_MT_STREETS)}, {town} {pc}", f"{house}\n{draw.pick(_MT_STREETS)}\n{town} {pc}", f"{house}, {draw.pick(_MT_STREETS)}, {town}, {pc}, Malta"])


def phone_mt_v68(draw: Draw) -> str:
    v = draw.pick(["79", "99", "77", "79"]) + _sub(draw, 6) if draw.rng.random() < 0.75 else "21" + _sub(draw, 6)
    return draw.pick([f"{v[:4]} {v[4:]}", f"+356 {v[:4]} {v[4:]}", f"+356{v}", v, f"00356 {v}", f"(+356) {v[:4]} {v[4:]}"])


def iban_mt_v68(draw: Draw) -> str:
    bban = draw.pick(["VALL", "MALT", "APSB", "BKBK"]) + draw.digits(5) + draw.digits(18)
    return _iban_print(draw, _iban("MT", bban))


def passport_mt_v68(draw: Draw) -> str:
    return draw.digits(7, True)


# ---- by country ----------------------------------------------------------------------------------------------------
def _by_country(table: dict[str, Callable[[Draw], str]], default: Callable[[Draw], str]) -> Callable[[Draw], str]:
    return lambda draw: table.get(_country(draw), default)(draw)


addr_v68 = _by_country({"BR": addr_br_v68, "PT": addr_pt_v68, "ES": addr_es_v68, "IT": addr_it_v68, "GR": addr_gr_v68, "CY": addr_cy_v68, "MT": addr_mt_v68},
                       addr_co_v68)
phone_v68 = _by_country({"BR": phone_br_v68, "PT": phone_pt_v68, "ES": phone_es_v68, "IT": phone_it_v68, "GR": phone_gr_v68, "CY": phone_cy_v68, "MT": phone_mt_v68},
                        phone_co_v68)
account_v68 = _by_country({"BR": account_br_v68, "PT": iban_pt_v68, "ES": iban_es_v68, "IT": iban_it_v68, "GR": iban_gr_v68, "CY": iban_cy_v68, "MT": iban_mt_v68},
                          account_us_v68)
passport_v68 = _by_country({"BR": passport_br_v68, "PT": lambda d: f"{d.letters(1, 'CNPR')}{d.digits(6)}", "ES": passport_es_v68, "IT": passport_it_v68,
                            "GR": passport_gr_v68, "CY": passport_cy_v68, "MT": passport_mt_v68}, passport_us_v68)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str) -> str:
    body = prefix + draw.digits(15 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, 16, 4)), f"{v[:4]} {v[4:8]} {v[8:12]} {v[12:]}"])


def visa_v68(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v68(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def elo_v68(draw: Draw) -> str:
    """An Elo number (Brazil's domestic scheme: 636368, 438935, 504175, 451416, 509xxx, 650031 ...), Luhn."""
    return _card(draw, draw.pick(["636368", "438935", "504175", "451416", "509048", "650031", "627780"]))


def card_v68(draw: Draw) -> str:
    if _country(draw) == "BR":
        return draw.pick([elo_v68, elo_v68, visa_v68, mastercard_v68])(draw)
    return draw.pick([visa_v68, visa_v68, mastercard_v68])(draw)


_DOMAINS = {"US": ["gmail.com", "comcast.net", "yahoo.com", "outlook.com", "icloud.com", "msn.com"],
            "BR": ["gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "yahoo.com.br"], "PT": ["sapo.pt", "gmail.com", "hotmail.com"],
            "ES": ["gmail.com", "hotmail.es", "yahoo.es", "telefonica.net"], "IT": ["libero.it", "gmail.com", "virgilio.it", "alice.it"],
            "GR": ["gmail.com", "yahoo.gr", "otenet.gr", "hotmail.com"], "CY": ["cytanet.com.cy", "gmail.com", "hotmail.com"], "MT": ["gmail.com", "maltanet.net", "yahoo.com"]}


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache:
        first = "".join(ch for ch in _latin(str(draw.cache.get("_lat_first", draw.fill("first")))) if "a" <= ch <= "z") or "derm"
        last = "".join(ch for ch in _latin(str(draw.cache.get("_lat_last", draw.fill("last")))) if "a" <= ch <= "z") or "family"
        draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                          f"{first}{draw.rng.randint(60, 99)}"])
    return draw.cache["_roman"]


def email_v68(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.18:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.24:
        return f"{local} [arroba] {domain}" if _country(draw) in ("BR", "PT", "ES") else f"{local} (at) {domain}"
    return f"{local}@{domain}"


def email_plain_v68(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = {"US": [(73, 0, 255), (98, 32, 63), (174, 16, 31), (67, 160, 191)], "BR": [(177, 0, 255), (189, 0, 127), (201, 0, 95), (187, 0, 127)]}
_IP6 = {"US": "2601:280", "BR": "2804:14c"}


def ip_v68(draw: Draw) -> str:
    """A public address of a home connection (never private, shared, documentation or loopback)."""
    country = "BR" if _country(draw) == "BR" else "US"
    while True:
        if draw.rng.random() < 0.25:
            prefix = _IP6[country]
            groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
            value = f"{prefix}:{groups}"
        else:
            first, low, high = draw.pick(_IP4[country])
            value = f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"
        if ipaddress.ip_address(value).is_global:
            return value


def _slug(draw: Draw, sep: str = "-") -> str:
    local = _local(draw)
    for ch in "._0123456789":
        local = local.replace(ch, sep if ch in "._" else "")
    return local.strip(sep) or "family"


def url_v68(draw: Draw) -> str:
    """A page about the person: a blog, a fundraiser, a profile."""
    if _country(draw) == "BR":
        return draw.pick([f"https://www.vakinha.com.br/vaquinha/tratamento-{_slug(draw)}", f"https://www.instagram.com/{_slug(draw, '_')}/",
                          f"https://www.vakinha.com.br/vaquinha/ajude-{_slug(draw)}-com-o-imunobiologico"])
    return draw.pick([f"https://{_slug(draw, '')}.blogspot.com/", f"https://www.gofundme.com/f/{_slug(draw)}-medical-bills", f"https://www.instagram.com/{_slug(draw, '_')}/",
                      f"https://www.caringbridge.org/site/{_slug(draw, '')}", f"https://medium.com/@{_slug(draw, '')}", f"https://www.tiktok.com/@{_slug(draw, '.')}"])


def url_memorial_v68(draw: Draw) -> str:
    return draw.pick([f"https://www.legacy.com/us/obituaries/denverpost/name/{_slug(draw)}-obituary", f"https://www.forevermissed.com/{_slug(draw)}",
                      f"https://www.gofundme.com/f/in-memory-of-{_slug(draw)}", f"https://www.everloved.com/life-of/{_slug(draw)}/"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v68": dob_v68, "dob_child_v68": dob_child_v68, "dob_elder_v68": dob_elder_v68, "dob_iso_v68": dob_iso_v68, "dob_compact_v68": dob_compact_v68,
    "dob_us_v68": dob_us_v68, "dob_old2_v68": dob_old2_v68, "age_old2_v68": age_old2_v68, "dod_v68": dod_v68, "age_elder_v68": age_elder_v68,
    "ssn_v68": ssn_v68, "ssn_plain_v68": ssn_plain_v68, "mbi_v68": mbi_v68, "member_plain_v68": member_plain_v68, "member_v68": member_v68,
    "mrn_v68": mrn_v68, "mrn_plain_v68": mrn_plain_v68, "accession_v68": accession_v68,
    "addr_co_v68": addr_co_v68, "addr_hl7_v68": addr_hl7_v68, "addr_fhir_v68": addr_fhir_v68, "addr_x12_v68": addr_x12_v68,
    "phone_co_v68": phone_co_v68, "phone_e164_v68": phone_e164_v68, "phone_hl7_v68": phone_hl7_v68, "account_us_v68": account_us_v68,
    "plate_co_v68": plate_co_v68, "vin_v68": vin_v68, "passport_us_v68": passport_us_v68,
    "cpf_v68": cpf_v68, "cns_v68": cns_v68, "addr_br_v68": addr_br_v68, "phone_br_v68": phone_br_v68, "account_br_v68": account_br_v68,
    "nif_v68": nif_v68, "cc_pt_v68": cc_pt_v68, "utente_v68": utente_v68, "addr_pt_v68": addr_pt_v68, "phone_pt_v68": phone_pt_v68, "iban_pt_v68": iban_pt_v68,
    "dni_v68": dni_v68, "addr_es_v68": addr_es_v68, "phone_es_v68": phone_es_v68, "iban_es_v68": iban_es_v68, "plate_es_v68": plate_es_v68,
    "cf_v68": cf_v68, "addr_it_v68": addr_it_v68, "phone_it_v68": phone_it_v68, "iban_it_v68": iban_it_v68, "targa_v68": targa_v68,
    "amka_v68": amka_v68, "adt_v68": adt_v68, "addr_gr_v68": addr_gr_v68, "phone_gr_v68": phone_gr_v68, "iban_gr_v68": iban_gr_v68,
    "cy_id_v68": cy_id_v68, "addr_cy_v68": addr_cy_v68, "phone_cy_v68": phone_cy_v68, "iban_cy_v68": iban_cy_v68,
    "mt_id_v68": mt_id_v68, "addr_mt_v68": addr_mt_v68, "phone_mt_v68": phone_mt_v68, "iban_mt_v68": iban_mt_v68,
    "addr_v68": addr_v68, "phone_v68": phone_v68, "account_v68": account_v68, "passport_v68": passport_v68,
    "passport_br_v68": passport_br_v68, "passport_es_v68": passport_es_v68, "passport_it_v68": passport_it_v68, "passport_gr_v68": passport_gr_v68,
    "passport_cy_v68": passport_cy_v68, "passport_mt_v68": passport_mt_v68,
    "visa_v68": visa_v68, "mastercard_v68": mastercard_v68, "elo_v68": elo_v68, "card_v68": card_v68,
    "email_v68": email_v68, "email_plain_v68": email_plain_v68, "ip_v68": ip_v68, "url_v68": url_v68, "url_memorial_v68": url_memorial_v68,
}


# ---- the organisations' own printed identifiers -------------------------------------------------------------------
BR_CNES = "CNES 2686868"
PT_ERS = "ERS E116868"
ES_REG = "NICA 68686"
IT_VAT = "P.IVA 06868680286"
GR_AFM = "ΑΦΜ 998686868"
CY_REG = "ΗΕ 368686"
MT_LIC = "HCS/L/6868"

# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Imogen Valderrama-Stoltz, MD, FAAD", "Dr. Caspian Okafor-Lindqvist, MD (Allergy & Immunology)", "Theodora Brannigan, PA-C",
         "Anouk Hazelwood, RN, DNC", "Dr. Leopold Szymańczyk, MD (Dermatopathology)", "Marisol Ekwueme-Hartley, PharmD", "Wendeline Prusak, RN (immunotherapy)",
         "Dr. Rafferty Nakagawa-Bell, MD (teledermatology)")
_NURSES = ["Anouk Hazelwood, RN", "Wendeline Prusak, RN", "Corisande Ibekwe, LPN", "Hartmut Vasquez-Orr, RN", "Solveig Ambrosetti, MA"]

_DOC_MONTHS = {"pt": _PT_MONTHS, "es": _ES_MONTHS, "it": _IT_MONTHS, "el": _EL_MONTHS, "mt": _MT_MONTHS}


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang in ("pt", "es"):
            return f"{dd} de {_DOC_MONTHS[lang][m - 1]} de {y}"
        if lang == "it":
            return f"{dd} {_IT_MONTHS[m - 1]} {y}"
        if lang == "el":
            return f"{dd} {_EL_MONTHS[m - 1]} {y}"
        if lang == "mt":
            return f"{dd} ta' {_MT_MONTHS[m - 1]} {y}"
        if lang == "uk":
            return f"{dd} {blind.MONTHS[m - 1]} {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_DERM_PRICES = [("96910", "Narrowband UVB phototherapy, per session", "68.00"), ("96912", "PUVA photochemotherapy, per session", "112.00"),
                ("96920", "Excimer laser, under 250 sq cm", "185.00"), ("96904", "Whole-body photography (mole mapping)", "240.00"),
                ("96931", "Reflectance confocal microscopy, first lesion", "310.00"), ("11102", "Tangential biopsy, single lesion", "145.00"),
                ("17000", "Cryotherapy, first actinic keratosis", "95.00"), ("96567", "Photodynamic therapy, per session", "395.00"),
                ("64650", "Chemodenervation for hyperhidrosis, both axillae", "780.00"), ("0479T", "Fractional ablative laser, first 100 sq cm", "450.00")]
_COSMETIC = [("Neuromodulator (per unit)", "14.00"), ("Hyaluronic acid filler, 1 syringe", "690.00"), ("Chemical peel, superficial", "150.00"),
             ("IPL photofacial, full face", "375.00"), ("Laser hair removal, underarms", "125.00"), ("Microneedling, face", "325.00"),
             ("Tattoo removal, small (per session)", "160.00"), ("Sclerotherapy, per session", "290.00")]


def _derm_row(d: Draw) -> str:
    code, what, price = d.pick(_DERM_PRICES)
    return f"{code} | {what} | ${price} | {d.pick(['self-pay', 'covered with PA', 'covered', 'self-pay, package of 10 available'])}"


def _derm_csv_row(d: Draw) -> str:
    code, what, price = d.pick(_DERM_PRICES)
    return f"{code},\"{what}\",{price},{d.pick(['Y', 'N', 'N'])},{d.pick(['PHOTO', 'PROC', 'IMAGING'])}"


def _derm_json_row(d: Draw) -> str:
    code, what, price = d.pick(_DERM_PRICES)
    return f"{{\"cpt\": \"{code}\", \"service\": \"{what}\", \"cashPrice\": {price}, \"priorAuth\": {d.pick(['true', 'false'])}}}"


def _cosmetic_row(d: Draw) -> str:
    what, price = d.pick(_COSMETIC)
    return f"{what} ........ ${price}"


_ALLERGY_TESTS = [("95004", "Percutaneous (prick) tests, environmental panel", "up to 70 allergens", "45 min"),
                  ("95004", "Percutaneous tests, food panel", "up to 24 foods", "40 min"), ("95024", "Intradermal tests, venom", "5 venoms, 3 dilutions", "2 h"),
                  ("95044", "Patch tests, expanded series", "80 allergens", "3 visits"), ("95018", "Intradermal tests, drug (penicillin)", "PPL, MDM, amoxicillin", "90 min"),
                  ("95076", "Oral food challenge, first 2 h", "peanut, egg, milk", "4 h"), ("86003", "Specific IgE, per allergen (lab)", "blood draw", "5 days"),
                  ("94010", "Spirometry before testing", "adults and over-6s", "15 min"), ("95070", "Bronchial challenge (methacholine)", "adults", "1 h")]


def _allergy_row(d: Draw) -> str:
    code, what, scope, time = d.pick(_ALLERGY_TESTS)
    return f"{what} | CPT {code} | {scope} | {time} | ${d.rng.randint(6, 90) * 5}.00"


def _allergy_csv_row(d: Draw) -> str:
    code, what, scope, time = d.pick(_ALLERGY_TESTS)
    return f"{code},\"{what}\",\"{scope}\",\"{time}\",{d.rng.randint(6, 90) * 5}.00,{d.pick(['Y', 'N'])}"


def _allergy_xml_row(d: Draw) -> str:
    code, what, scope, time = d.pick(_ALLERGY_TESTS)
    return f"  <test cpt=\"{code}\" name=\"{what}\" scope=\"{scope}\" duration=\"{time}\" holdAntihistamines=\"{d.pick(['5 days', '7 days', 'not needed'])}\"/>"


_SHOT_SESSIONS = [("Mon", "07:30-11:30", "Maintenance injections"), ("Mon", "13:00-17:30", "Build-up injections"), ("Tue", "07:30-12:00", "Venom immunotherapy"),
                  ("Wed", "10:00-18:30", "Maintenance injections (late clinic)"), ("Thu", "07:30-11:30", "Build-up injections"),
                  ("Thu", "13:00-16:00", "Rush protocol (by appointment)"), ("Fri", "07:30-12:00", "All injections"), ("Sat", "08:00-11:00", "Maintenance only (1st and 3rd)")]


def _shot_row_plain(d: Draw) -> str:
    day, hours, what = d.pick(_SHOT_SESSIONS)
    return f"{day} | {hours} | {what} | {d.pick(['Room 2', 'Room 3', 'Shot room A', 'Shot room B'])}"


def _shot_json_row(d: Draw) -> str:
    day, hours, what = d.pick(_SHOT_SESSIONS)
    return f"{{\"day\": \"{day}\", \"hours\": \"{hours}\", \"service\": \"{what}\", \"waitMinutes\": {d.pick([30, 30, 45])}}}"


def _shot_ics(d: Draw) -> str:
    _, hours, what = d.pick(_SHOT_SESSIONS)
    day = d.date_between(2026, 2026)
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/Denver:{day.strftime('%Y%m%d')}T{hours[:5].replace(':', '')}00\n"  # noqa: SLF001
            f"DTEND;TZID=America/Denver:{day.strftime('%Y%m%d')}T{hours[6:].replace(':', '')}00\nSUMMARY:{what}\nLOCATION:Cherry Creek Allergy, {d.pick(['Shot room A', 'Shot room B'])}\nEND:VEVENT")


_SUNSCREENS = [("Zinc oxide 20% lotion, SPF 50, mineral", "tube 90 mL", "Tier 1"), ("Titanium dioxide/zinc SPF 30 stick", "15 g", "Tier 1"),
               ("Avobenzone/homosalate SPF 50+ lotion", "240 mL", "Tier 2"), ("Tinted iron-oxide SPF 46 (visible light)", "50 mL", "Tier 2"),
               ("White soft paraffin 50% / liquid paraffin 50%", "500 g tub", "Tier 1"), ("Ceramide cream, fragrance-free", "453 g", "Tier 1"),
               ("Urea 10% cream", "100 g", "Tier 1"), ("Colloidal oatmeal 1% cream", "340 g", "Tier 1"), ("Petrolatum ointment", "368 g", "Tier 1"),
               ("Ammonium lactate 12% lotion", "400 g", "Tier 2"), ("Emulsifying ointment (soap substitute)", "500 g", "Tier 1")]


def _sun_row(d: Draw) -> str:
    what, size, tier = d.pick(_SUNSCREENS)
    return f"{what} | {size} | {tier} | {d.pick(['no PA', 'no PA', 'quantity limit 2/month', 'covered for photosensitive conditions'])}"


def _sun_csv_row(d: Draw) -> str:
    what, size, tier = d.pick(_SUNSCREENS)
    return f"\"{what}\",\"{size}\",{tier[-1]},{d.pick(['0', '0', '2'])},{d.rng.randint(4, 38)}.{d.rng.randint(0, 99):02d}"


def _sun_json_row(d: Draw) -> str:
    what, size, tier = d.pick(_SUNSCREENS)
    return f"{{\"product\": \"{what}\", \"pack\": \"{size}\", \"tier\": {tier[-1]}, \"copay\": {d.pick([0, 5, 10, 15])}}}"


_PATCH = [("Nickel sulfate hexahydrate", "2.5%", "pet"), ("Potassium dichromate", "0.5%", "pet"), ("Cobalt chloride hexahydrate", "1.0%", "pet"),
          ("Fragrance mix I", "8.0%", "pet"), ("Fragrance mix II", "14.0%", "pet"), ("Myroxylon pereirae (balsam of Peru)", "25.0%", "pet"),
          ("Methylisothiazolinone", "0.2%", "aq"), ("Methylchloroisothiazolinone/MI", "0.02%", "aq"), ("Formaldehyde", "2.0%", "aq"),
          ("p-Phenylenediamine", "1.0%", "pet"), ("Colophony", "20.0%", "pet"), ("Thiuram mix", "1.0%", "pet"), ("Neomycin sulfate", "20.0%", "pet"),
          ("Budesonide", "0.01%", "pet"), ("Tixocortol-21-pivalate", "0.1%", "pet"), ("Propolis", "10.0%", "pet"), ("Lanolin alcohol", "30.0%", "pet"),
          ("2-Hydroxyethyl methacrylate", "2.0%", "pet"), ("Cocamidopropyl betaine", "1.0%", "aq"), ("Bacitracin", "20.0%", "pet")]


def _patch_row(d: Draw) -> str:
    what, conc, veh = d.pick(_PATCH)
    return f"{what} | {conc} | {veh} | {d.pick(['chamber', 'chamber', 'IQ Ultra'])}"


def _patch_csv_row(d: Draw) -> str:
    what, conc, veh = d.pick(_PATCH)
    return f"\"{what}\",{conc.rstrip('%')},{veh},{d.pick(['NACDG', 'ESSCA', 'custom'])},{d.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{d.digits(5)}"


def _patch_mfn_row(d: Draw) -> str:
    what, conc, veh = d.pick(_PATCH)
    code = f"PT{d.rng.randint(100, 999)}"
    return f"MFE|MAD|{d.rng.randint(10000, 99999)}|{d.fill('hl7_ts')}|{code}^{what} {conc} {veh}^L|CE\nOM1|{d.rng.randint(1, 90)}|{code}^{what}^L|ST|N|||||||Y"


_TELE_ROWS = ["Rash, general", "Pigmented lesion (dermoscopy)", "Acne", "Psoriasis review", "Eczema review", "Wound or ulcer", "Hair and scalp", "Nail"]


def _tele_row(d: Draw) -> str:
    n = d.rng.randint(40, 900)
    return f"{d.pick(_TELE_ROWS)} | {n} | {d.rng.randint(6, 70)} h | {d.rng.randint(82, 99)}% | {d.rng.randint(3, 30)}% | {d.rng.randint(2, 18)}%"


def _tele_csv_row(d: Draw) -> str:
    n = d.rng.randint(40, 900)
    return f"{d.pick(['2025Q3', '2025Q4', '2026Q1'])},\"{d.pick(_TELE_ROWS)}\",{n},{d.rng.randint(6, 70)},{d.rng.randint(82, 99)},{d.rng.randint(2, 18)}"


def _batch_csv_row(d: Draw) -> str:
    n = d.rng.randint(12, 420)
    return (f"{d.pick(['837P', '837P', 'NCPDP D.0'])},CPH{d.rng.randint(6800, 6899)}{d.letters(1, 'ABCD')},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 90, n * 900)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 9)},{d.pick(['accepted', 'accepted', 'partial', 'rejected 999'])}")


def _cabinet_row(d: Draw) -> str:
    return (f"  <cabinet id=\"{d.pick(['NB-UVB-1', 'NB-UVB-2', 'UVA1-1', 'HAND-FOOT-1', 'EXCIMER-1'])}\" model=\"{d.pick(['Daavlin Spectra 311', 'Waldmann UV 7002', 'Daavlin 7 Series', 'XTRAC Velocity'])}\" "
            f"irradiance_mWcm2=\"{d.rng.randint(40, 140) / 10:.1f}\" lampHours=\"{d.rng.randint(100, 1900)}\" measured=\"{d.fill('eff_iso')}\" result=\"{d.pick(['pass', 'pass', 'pass', 'relamp'])}\"/>")


_EXTRACTS = ["Timothy grass", "Short ragweed", "Dermatophagoides farinae", "Cat hair", "Dog epithelia", "Alternaria alternata", "Cockroach mix",
             "Honey bee venom", "Yellow jacket venom", "Mountain cedar", "Russian thistle", "Box elder/maple mix", "Cottonwood"]


def _extract_json_row(d: Draw) -> str:
    return (f"{{\"extract\": \"{d.pick(_EXTRACTS)}\", \"manufacturerLot\": \"{d.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{d.digits(6)}\", \"strength\": \"{d.pick(['1:20 w/v', '10,000 BAU/mL', '100,000 AU/mL', '100 mcg/mL'])}\", "
            f"\"expires\": \"{d.date_between(2026, 2028).isoformat()}\"}}")


def _qc_xml_row(d: Draw) -> str:
    return (f"  <run date=\"{d.fill('eff_iso')}\" analyte=\"{d.pick(['total IgE', 'sIgE d1', 'sIgE f13', 'sIgE i1', 'tryptase'])}\" level=\"{d.pick(['low', 'mid', 'high'])}\" "
            f"controlLot=\"{d.fill('lot')}\" value=\"{d.rng.randint(30, 990) / 10:.1f}\" withinRange=\"{d.pick(['true', 'true', 'true', 'false'])}\"/>")


def _x12_sun_lines(d: Draw) -> str:
    out = []
    for n in range(1, d.rng.randint(2, 4) + 1):
        what, size, _ = d.pick(_SUNSCREENS)
        out.append(f"PO1*{n}*{d.rng.randint(6, 48)}*EA*{d.rng.randint(300, 3800) / 100:.2f}**VP*SUN-{d.rng.randint(100, 999)}*PD*{what.upper()} {size.upper()}~")
    return "\n".join(out)


# locale tables
_BR_ROWS = [("Fototerapia UVB de banda estreita (sessão)", "R$ 120,00"), ("Mapeamento corporal total (mole mapping)", "R$ 480,00"),
            ("Dermatoscopia digital (até 10 lesões)", "R$ 250,00"), ("Teste de contato (bateria padrão brasileira, 30 substâncias)", "R$ 390,00"),
            ("Crioterapia (por sessão)", "R$ 180,00"), ("Toxina botulínica (por região)", "R$ 1.200,00")]
_PT_ROWS = [("Testes cutâneos por picada (bateria de aeroalergénios)", "65,00 €"), ("Testes epicutâneos (série básica europeia)", "120,00 €"),
            ("Fototerapia UVB-TL01 (sessão)", "25,00 €"), ("Consulta de dermatologia", "70,00 €"), ("Imunoterapia: administração de vacina", "15,00 €")]
_ES_ROWS = [("Lunes", "8:30 - 14:00", "Fototerapia UVB-BE"), ("Martes", "9:00 - 13:00", "Pruebas epicutáneas (colocación)"), ("Jueves", "9:00 - 11:00", "Lectura de pruebas epicutáneas"),
            ("Miércoles", "16:00 - 19:30", "Administración de inmunoterapia"), ("Viernes", "8:30 - 12:00", "Mapeo corporal y dermatoscopia digital")]
_IT_ROWS = [("Prick test inalanti (18 allergeni)", "€ 60,00", "ticket SSN € 36,15"), ("Patch test serie SIDAPA", "€ 95,00", "ticket SSN € 36,15"),
            ("Fototerapia UVB a banda stretta (ciclo 10 sedute)", "€ 250,00", "ticket SSN € 36,15"), ("Mappatura nevi in epiluminescenza", "€ 120,00", "—"),
            ("Somministrazione immunoterapia specifica", "€ 20,00", "—")]
_GR_ROWS = [("Δευτέρα", "08:00 - 13:00", "Φωτοθεραπεία UVB στενού φάσματος"), ("Τρίτη", "09:00 - 12:00", "Δερματικές δοκιμασίες (prick test)"),
            ("Τετάρτη", "17:00 - 20:00", "Χορήγηση ανοσοθεραπείας"), ("Πέμπτη", "09:00 - 13:00", "Χαρτογράφηση σπίλων"), ("Παρασκευή", "08:00 - 12:00", "Επιδερμικές δοκιμασίες (patch test)")]


def _br_row(d: Draw) -> str:
    what, price = d.pick(_BR_ROWS)
    return f"{what} | {price} | {d.pick(['particular', 'convênio', 'particular ou convênio'])}"


def _pt_row(d: Draw) -> str:
    what, price = d.pick(_PT_ROWS)
    return f"{what} | {price} | {d.pick(['ADSE', 'seguros', 'particular'])}"


def _es_row(d: Draw) -> str:
    day, hours, what = d.pick(_ES_ROWS)
    return f"{day} | {hours} | {what} | Sala {d.rng.randint(1, 6)}"


def _it_row(d: Draw) -> str:
    what, price, ticket = d.pick(_IT_ROWS)
    return f"{what} | {price} | {ticket}"


def _gr_row(d: Draw) -> str:
    day, hours, what = d.pick(_GR_ROWS)
    return f"{day} | {hours} | {what} | Αίθουσα {d.rng.randint(1, 5)}"


def _clock_after(d: Draw, minutes: int) -> str:
    """A chat's clock: the chat's start (drawn once) plus some minutes."""
    total = int(d.fill("chat_start")) + minutes
    return f"{total // 60:02d}:{total % 60:02d}"


_OWN = {
    "institute": INSTITUTE, "photo_unit": PHOTO_UNIT, "allergy": ALLERGY, "patch": PATCH, "telederm": TELEDERM, "plan": PLAN,
    "br_partner": BR_PARTNER, "pt_partner": PT_PARTNER, "es_partner": ES_PARTNER, "it_partner": IT_PARTNER, "gr_partner": GR_PARTNER, "cy_partner": CY_PARTNER,
    "mt_partner": MT_PARTNER, "mt_partner_mt": MT_PARTNER_MT,
    "i_phone": ORGANISATION_CONTACTS[0], "i_fax": ORGANISATION_CONTACTS[1], "i_addr": ORGANISATION_CONTACTS[2], "i_email": ORGANISATION_CONTACTS[3],
    "i_web": ORGANISATION_CONTACTS[4], "photo_phone": ORGANISATION_CONTACTS[5], "al_phone": ORGANISATION_CONTACTS[6], "al_addr": ORGANISATION_CONTACTS[7],
    "al_email": ORGANISATION_CONTACTS[8], "pt_phone_us": ORGANISATION_CONTACTS[9], "pa_addr": ORGANISATION_CONTACTS[10], "pa_email": ORGANISATION_CONTACTS[11],
    "td_phone": ORGANISATION_CONTACTS[12], "td_addr": ORGANISATION_CONTACTS[13], "td_email": ORGANISATION_CONTACTS[14], "plan_phone": ORGANISATION_CONTACTS[15],
    "plan_fax": ORGANISATION_CONTACTS[16], "plan_email": ORGANISATION_CONTACTS[17],
    "br_phone_intl": ORGANISATION_CONTACTS[18], "br_phone": ORGANISATION_CONTACTS[19], "br_email": ORGANISATION_CONTACTS[20],
    "ptg_phone_intl": ORGANISATION_CONTACTS[21], "ptg_phone": ORGANISATION_CONTACTS[22], "ptg_email": ORGANISATION_CONTACTS[23],
    "es_phone_intl": ORGANISATION_CONTACTS[24], "es_phone": ORGANISATION_CONTACTS[25], "es_email": ORGANISATION_CONTACTS[26],
    "it_phone_intl": ORGANISATION_CONTACTS[27], "it_phone": ORGANISATION_CONTACTS[28], "it_email": ORGANISATION_CONTACTS[29],
    "gr_phone_intl": ORGANISATION_CONTACTS[30], "gr_phone": ORGANISATION_CONTACTS[31], "gr_email": ORGANISATION_CONTACTS[32],
    "cy_phone_intl": ORGANISATION_CONTACTS[33], "cy_phone": ORGANISATION_CONTACTS[34], "cy_email": ORGANISATION_CONTACTS[35],
    "mt_phone_intl": ORGANISATION_CONTACTS[36], "mt_phone": ORGANISATION_CONTACTS[37], "mt_email": ORGANISATION_CONTACTS[38],
    "org_ein": ORG_EIN, "clia": ORG_CLIA, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN,
    "br_cnes": BR_CNES, "pt_ers": PT_ERS, "es_reg": ES_REG, "it_vat": IT_VAT, "gr_afm": GR_AFM, "cy_reg": CY_REG, "mt_lic": MT_LIC,
    "own_md": STAFF[0], "own_allergist": STAFF[1], "own_pa": STAFF[2], "own_rn": STAFF[3], "own_dermpath": STAFF[4], "own_pharm": STAFF[5],
    "own_shot_rn": STAFF[6], "own_tele": STAFF[7],
    "br_director": "Dra. Lívia Tavares Bittencourt, CRM-PR 28686, Diretora Técnica", "pt_director": "Dr.ª Inês Valadares Quaresma, Diretora Clínica",
    "es_director": "Dra. Macarena Olmedo Villalba, Directora Médica", "it_director": "Dott.ssa Benedetta Scarpa, Direttore Sanitario",
    "gr_director": "Δρ Αικατερίνη Σταματοπούλου, Επιστημονική Διευθύντρια", "cy_director": "Δρ Μαρίνος Ευαγγέλου, Διευθυντής",
    "mt_director": "Dr Charmaine Buttigieg, Medical Director", "mt_director_mt": "Dr Charmaine Buttigieg, Direttur Mediku",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "derm_table": _table(_derm_row, 6), "derm_csv": _rows(_derm_csv_row, 6, 6), "derm_json": _rows(_derm_json_row, 4, 20, ", "),
    "cosmetic_list": _rows(_cosmetic_row, 5, 14),
    "allergy_table": _rows(_allergy_row, 5, 30), "allergy_csv": _rows(_allergy_csv_row, 5, 30), "allergy_xml": _rows(_allergy_xml_row, 4, 50),
    "shot_table": _table(_shot_row_plain, 5), "shot_json": _rows(_shot_json_row, 4, 40, ", "), "shot_ics": _rows(_shot_ics, 3, 60),
    "sun_table": _table(_sun_row, 6), "sun_csv": _rows(_sun_csv_row, 6, 20), "sun_json": _rows(_sun_json_row, 4, 30, ", "),
    "patch_table": _table(_patch_row, 8), "patch_csv": _rows(_patch_csv_row, 8, 14), "patch_mfn": _rows(_patch_mfn_row, 4, 60),
    "tele_table": _table(_tele_row, 5), "tele_csv": _rows(_tele_csv_row, 6, 24),
    "batch_csv": _rows(_batch_csv_row, 5, 20), "cabinet_xml": _rows(_cabinet_row, 4, 40), "extract_json": _rows(_extract_json_row, 4, 30, ", "),
    "qc_xml": _rows(_qc_xml_row, 5, 70), "x12_sun_lines": _x12_sun_lines,
    "br_table": _table(_br_row, 4), "pt_table": _table(_pt_row, 4), "es_table": _table(_es_row, 4), "it_table": _table(_it_row, 4), "gr_table": _table(_gr_row, 4),
    "en_date": _doc_date("en"), "pt_date": _doc_date("pt"), "es_date": _doc_date("es"), "it_date": _doc_date("it"), "el_date": _doc_date("el"),
    "mt_date": _doc_date("mt"), "uk_date": _doc_date("uk"),
    "nurse_own": lambda d: d.pick(_NURSES),
    "chat_start": lambda d: str(d.rng.randint(8 * 60, 19 * 60)),
    "chat_ta": lambda d: _clock_after(d, 0), "chat_tb": lambda d: _clock_after(d, 2), "chat_tc": lambda d: _clock_after(d, 4), "chat_td": lambda d: _clock_after(d, 6),
    "cnt_big": lambda d: str(d.rng.randint(300, 4200)), "hours_med": lambda d: str(d.rng.randint(9, 52)), "pct_hi": lambda d: f"{d.rng.randint(84, 98)}.{d.rng.randint(0, 9)}",
    "pct_lo": lambda d: f"{d.rng.randint(3, 19)}.{d.rng.randint(0, 9)}", "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}",
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}", "policy_no": lambda d: f"CPHP-RX-{d.rng.randint(100, 480)}",
    "fhir_den": lambda d: str(d.rng.randint(400, 3900)), "fhir_num": lambda d: str(int(d.fill("fhir_den")) * d.rng.randint(84, 97) // 100),
    "mins": lambda d: str(d.pick([30, 30, 45])), "easi": lambda d: str(d.pick([12, 16, 16, 21])), "pasi": lambda d: str(d.pick([10, 12, 10])),
    "bsa": lambda d: str(d.pick([3, 5, 10])), "weeks": lambda d: str(d.pick([12, 16, 16, 24])), "brl": lambda d: f"{d.rng.randint(120, 900)},00",
    "eur_small": lambda d: f"{d.rng.randint(15, 180)},00", "ticket": lambda d: f"SR-{d.digits(6, True)}",
    "version": lambda d: f"{d.rng.randint(1, 4)}.{d.rng.randint(0, 12)}.{d.rng.randint(0, 30)}",
    "age_main": lambda d: str(_age_on(_birth(d), REFERENCE_DAY)),
    "lesion_site": lambda d: d.pick(["left upper back", "right forearm", "left shin", "scalp vertex", "right cheek", "left shoulder", "upper chest"]),
    "diagnosis_path": lambda d: d.pick(["superficial spreading melanoma, Breslow 0.6 mm, Clark level III, no ulceration, margins clear",
                                        "basal cell carcinoma, nodular type, peripheral margin involved", "dysplastic naevus with moderate atypia, margins clear",
                                        "squamous cell carcinoma in situ (Bowen's disease), excised", "seborrhoeic keratosis, no atypia"]),
    "allergen_result": lambda d: d.pick(["peanut (Ara h 2) 8.4 kUA/L", "birch pollen (t3) 22.1 kUA/L", "cat (e1) 3.2 kUA/L", "D. farinae 17.6 kUA/L",
                                         "honey bee venom (i1) 4.9 kUA/L", "egg white (f1) 0.71 kUA/L"]),
}

US = ("en_US",)
BR = ("pt_BR",)
PT = ("pt_PT",)
ES = ("es_ES",)
IT = ("it_IT",)
GR = ("el_GR",)
CY = ("el_CY",)
MTE = ("en_MT",)
MTM = ("mt_MT",)
OTHER_LOCALES = BR + PT + ES + IT + GR + CY + MTE + MTM

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- dermatology clinic price lists
    ("b68c_derm_price_table", "dermatology_price_list", US,
     "{institute} - SELF-PAY PRICES, PROCEDURES AND PHOTOTHERAPY (effective {en_date})\nCPT | Service | Price | Coverage\n{derm_table}\n"
     "Phototherapy packages are billed per session attended. In network with {plan} (payer ID {payer_id}). Billing office: {i_phone}; fax {i_fax}."),
    ("b68c_derm_price_csv", "csv_export", US,
     "cpt,service,cash_price_usd,prior_auth,category\n{derm_csv}\n# {institute} good-faith estimate price file, generated {iso_ts}; list prices, no claims"),
    ("b68c_derm_price_json", "json_export", US,
     "{\"provider\": \"{institute}\", \"ein\": \"{org_ein}\", \"npi\": \"{own_npi}\", \"lastUpdated\": \"{eff_iso}\", \"standardCharges\": [{derm_json}], \"web\": \"{i_web}\"}"),
    ("b68c_mole_mapping_memo", "dermatology_price_list", US,
     "MEMO - {institute}\nTo: referring primary care practices\nFrom: {own_md}\nDate: {en_date}\n\nTotal-body photography with sequential digital dermoscopy (mole mapping) "
     "is now offered at both sites. Suitable: more than 50 naevi, a personal or first-degree family history of melanoma, or atypical naevus syndrome. Self-pay ${fee}; "
     "with prior authorisation CPT 96904 is covered by {plan}. Repeat imaging every ((6||12)) months. Referrals by fax to {i_fax}."),
    ("b68c_cosmetic_prices", "dermatology_price_list", US,
     "{institute} - COSMETIC DERMATOLOGY PRICE SHEET ({quarter})\n{cosmetic_list}\nCosmetic services are not covered by insurance and are paid on the day. "
     "A ((50||100)) dollar deposit holds laser bookings. Patients must be 18 or over. Consultations with {own_pa} are free. Questions: {i_email}"),
    # ---- allergy-testing menus
    ("b68c_allergy_menu_table", "allergy_testing_menu", US,
     "{allergy} - ALLERGY TESTING MENU (revised {en_date})\nTest | CPT | Scope | Time | Self-pay\n{allergy_table}\n"
     "Stop oral antihistamines 5 days before skin tests; keep taking asthma inhalers. Children from age 2. Lab tests run under CLIA {clia}. Book at {al_phone}."),
    ("b68c_allergy_menu_csv", "csv_export", US,
     "cpt,test,scope,duration,self_pay_usd,needs_referral\n{allergy_csv}\n# {allergy} test catalogue export {iso_ts}"),
    ("b68c_allergy_menu_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testCatalogue lab=\"{allergy}\" clia=\"{clia}\" version=\"{ver}\" published=\"{eff_iso}\">\n{allergy_xml}\n</testCatalogue>"),
    # ---- immunotherapy clinic timetables
    ("b68c_shot_timetable", "immunotherapy_clinic_timetable", US,
     "{allergy} - ALLERGY SHOT CLINIC HOURS (from {en_date})\nDay | Hours | Service | Room\n{shot_table}\n"
     "Everyone waits {mins} minutes after an injection. Bring your epinephrine auto-injector to every visit. Shot nurse: {own_shot_rn}. Questions: {al_phone}."),
    ("b68c_shot_notice", "immunotherapy_clinic_timetable", US,
     "NOTICE - {allergy}\nFrom {dos} the Wednesday late clinic closes at 18:30 (last injection 18:00). Build-up doses are not given on Saturdays. "
     "If you have a fever, an asthma flare or missed more than ((2||3)) weeks, call before coming: the dose may need to be reduced. Venom patients: Tuesday mornings only. "
     "Parking validation at the front desk, {al_addr}."),
    ("b68c_shot_ics", "immunotherapy_clinic_timetable", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Cherry Creek Allergy//Shot Clinic {ver}//EN\nX-WR-TIMEZONE:America/Denver\n{shot_ics}\nEND:VCALENDAR"),
    ("b68c_shot_json", "json_export", US,
     "{\"clinic\": \"{allergy}\", \"week\": \"{year}-W{week}\", \"sessions\": [{shot_json}], \"phone\": \"{al_phone}\", \"observationMinutes\": {mins}}"),
    # ---- sunscreen and emollient formularies
    ("b68c_sun_formulary", "sunscreen_emollient_formulary", US,
     "{plan} - SUNSCREEN AND EMOLLIENT FORMULARY ({year})\nProduct | Pack | Tier | Notes\n{sun_table}\n"
     "OTC products are covered only with a prescription from a dermatologist or PCP. RxBIN {rxbin}, PCN {pcn}, group {group_no}. Pharmacy help desk: {plan_phone}."),
    ("b68c_sun_csv", "csv_export", US,
     "product,pack,tier,quantity_limit,plan_cost_usd\n{sun_csv}\n# {plan} OTC formulary extract {iso_ts} (policy {policy_no})"),
    ("b68c_sun_json", "json_export", US,
     "{\"formulary\": \"{plan} dermatology OTC\", \"rxbin\": \"{rxbin}\", \"pcn\": \"{pcn}\", \"effective\": \"{eff_iso}\", \"items\": [{sun_json}], \"reviewedBy\": \"{own_pharm}\"}"),
    # ---- patch-test series lists
    ("b68c_patch_series", "patch_test_series", US,
     "{patch} - BASELINE PATCH TEST SERIES (edition {ver}, {en_date})\nAllergen | Concentration | Vehicle | System\n{patch_table}\n"
     "Add the cosmetic, hairdressing or dental series as the history suggests. Finn chambers on Scanpor tape. Bookings: {pt_phone_us}, {pa_email}."),
    ("b68c_patch_csv", "csv_export", US,
     "allergen,concentration_pct,vehicle,series,supplier_lot\n{patch_csv}\n# {patch} allergen stock export {iso_ts}"),
    ("b68c_patch_leaflet", "patch_test_series", US,
     "YOUR PATCH TESTS - WHAT TO EXPECT ({patch})\nVisit 1 (Monday): the patches go on your upper back. Keep them dry; no showers or exercise that makes you sweat.\n"
     "Visit 2 (Wednesday, day 2): patches removed and marked; first reading.\nVisit 3 (Friday, day 4): final reading and advice on what to avoid.\n"
     "Do not apply steroid creams to the back for 1 week before, and avoid sun on the back for 4 weeks. Bring your own products in their containers. Leaflet PT-{four_digits}, {en_date}."),
    # ---- eczema and psoriasis education leaflets
    ("b68c_eczema_leaflet", "eczema_psoriasis_leaflet", US,
     "LIVING WITH ATOPIC ECZEMA - {institute}\n1. Moisturise at least twice a day, more when the skin is dry: use a 500 g tub, not a small tube.\n"
     "2. Use the steroid cream on red, itchy areas once a day for up to ((7||14)) days, then weekend 'maintenance' as advised.\n3. Wash with a soap substitute; keep baths short and lukewarm.\n"
     "4. Signs of infection (weeping, crusting, fever): call {i_phone}. Reviewed {en_date} by {own_md}."),
    ("b68c_eczema_child", "eczema_psoriasis_leaflet", US,
     "WET WRAPS FOR CHILDREN WITH ECZEMA\nFor children from 6 months to 12 years, during a flare, for up to 7 days.\nApply emollient thickly, then a damp layer of tubular bandage, then a dry layer on top. "
     "Leave on overnight or for at least ((2||4)) hours. Do not use over infected skin. The eczema nurse, {own_rn}, runs a demonstration every ((Tuesday||Thursday)) at {clock}. "
     "{institute}, leaflet version {ver}."),
    ("b68c_psoriasis_leaflet", "eczema_psoriasis_leaflet", US,
     "PSORIASIS: TREATMENT OPTIONS - patient information\nTopicals (vitamin D analogues, steroids) for limited disease. Phototherapy: narrowband UVB 2-3 times a week for about "
     "{weeks} weeks at the {photo_unit}. Tablets (methotrexate, apremilast) or biologic injections for moderate to severe disease or difficult sites. "
     "Smoking and alcohol make psoriasis worse; joint pain should be mentioned to your doctor. Phototherapy bookings: {photo_phone}. Printed {en_date}."),
    # ---- biologics prior-authorisation criteria (no patients)
    ("b68c_pa_criteria_ad", "biologics_prior_authorisation_criteria", US,
     "{plan} - CLINICAL POLICY {policy_no}: DUPILUMAB AND TRALOKINUMAB FOR ATOPIC DERMATITIS\nInitial approval ({weeks} weeks) when ALL are met:\n"
     "a) age 6 months or older (dupilumab) or 12 or older (tralokinumab);\nb) EASI of {easi} or more, or BSA of {bsa}% or more;\nc) failure of a medium-potency topical steroid and a "
     "calcineurin inhibitor for at least 4 weeks each;\nd) prescribed by a dermatologist or allergist.\nRenewal: 50% EASI improvement. Submit to {plan_fax} or {plan_email}. Effective {en_date}."),
    ("b68c_pa_criteria_pso", "biologics_prior_authorisation_criteria", US,
     "{plan} - CLINICAL POLICY {policy_no}: IL-17 AND IL-23 INHIBITORS FOR PLAQUE PSORIASIS\nCovered when: age 18 or over (some agents 6 or over); PASI of {pasi} or more, "
     "BSA of {bsa}% or more, or involvement of scalp, palms, soles or genitals; and inadequate response to phototherapy or a conventional systemic agent for 12 weeks. "
     "TB screening within 12 months is required. Preferred: ((secukinumab||risankizumab||guselkumab)). Approval period {weeks} weeks. Provider line {plan_phone}."),
    ("b68c_pa_criteria_json", "json_export", US,
     "{\"policy\": \"{policy_no}\", \"payer\": \"{plan}\", \"payerId\": \"{payer_id}\", \"drugClass\": \"IL-4Ra\", \"criteria\": {\"minAgeMonths\": 6, \"minEASI\": {easi}, "
     "\"minBSA\": {bsa}, \"stepTherapy\": [\"topical corticosteroid\", \"topical calcineurin inhibitor\"], \"approvalWeeks\": {weeks}}, \"effective\": \"{eff_iso}\"}"),
    # ---- teledermatology service-level statistics
    ("b68c_tele_table", "teledermatology_statistics", US,
     "{telederm} - SERVICE LEVELS, {quarter}\nReferral type | Consults | Median reply | Within 72 h | Escalated to in-person | Photos re-requested\n{tele_table}\n"
     "Target: 90% answered within 72 hours. Aggregate counts only; cells under 11 suppressed."),
    ("b68c_tele_csv", "csv_export", US,
     "quarter,referral_type,consults,median_reply_hours,pct_within_72h,pct_rephoto\n{tele_csv}\n# {telederm} SLA export {iso_ts}"),
    ("b68c_tele_narrative", "teledermatology_statistics", US,
     "Quarterly note to partner clinics - {en_date}\nIn {quarter} the {telederm} answered {cnt_big} store-and-forward consults with a median reply time of {hours_med} hours; "
     "{pct_hi}% were answered within 72 hours and {pct_lo}% needed an in-person visit. Most common question: pigmented lesions. Please send three photos per lesion "
     "(overview, close-up, dermoscopy). Questions to {td_email} or {td_phone}. - {own_tele}"),
    ("b68c_tele_measure", "fhir_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"https://www.frontrangeskinallergy.org/fhir/Measure/telederm-72h\", "
     "\"period\": {\"start\": \"{year}-01-01\", \"end\": \"{year}-12-31\"}, \"reporter\": {\"display\": \"{telederm}\"}, \"group\": [{\"population\": [{\"code\": {\"text\": \"denominator\"}, "
     "\"count\": {fhir_den}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {fhir_num}}]}]}"),
    # ---- notices in other locales
    ("b68c_br_notice", "notice_brazil_portuguese", BR,
     "{br_partner} - {br_cnes}\nAVISO AOS PACIENTES\nA partir de {pt_date}, o setor de fototerapia funcionará de segunda a sexta, das 7h às 19h, e aos sábados das 8h às 12h. "
     "Pacientes em tratamento devem trazer óculos de proteção e o cartão de doses. Os testes de contato são aplicados às segundas e lidos na quarta e na sexta. "
     "Agendamentos pelo telefone {br_phone} ou pelo e-mail {br_email}. {br_director}"),
    ("b68c_br_prices", "notice_brazil_portuguese", BR,
     "{br_partner}\nTABELA DE VALORES - PROCEDIMENTOS DERMATOLÓGICOS (vigência {pt_date})\nProcedimento | Valor | Modalidade\n{br_table}\n"
     "Aceitamos PIX, cartões e os principais convênios. Emitimos nota fiscal. Telefone: {br_phone_intl}."),
    ("b68c_pt_notice", "notice_portugal_portuguese", PT,
     "{pt_partner}\nAVISO\nInforma-se que, a partir de {pt_date}, a consulta de imunoalergologia passa a funcionar às terças e quintas-feiras, das 8h30 às 13h00. "
     "A administração de vacinas antialérgicas exige permanência de 30 minutos na sala de espera. Os utentes devem trazer o cartão de vacinação. "
     "Marcações pelo telefone {ptg_phone} (chamada para a rede fixa nacional) ou pelo endereço {ptg_email}. {pt_ers}. {pt_director}"),
    ("b68c_pt_prices", "notice_portugal_portuguese", PT,
     "{pt_partner} - TABELA DE PREÇOS ({pt_date})\nAto | Preço | Acordos\n{pt_table}\nOs preços incluem IVA à taxa legal em vigor, quando aplicável. Contacto: {ptg_phone_intl}."),
    ("b68c_es_notice", "notice_spain_spanish", ES,
     "{es_partner}\nAVISO A LOS PACIENTES\nDesde el {es_date}, la unidad de fototerapia amplía su horario: de lunes a viernes de 8:30 a 20:00. Las pruebas epicutáneas se colocan "
     "los martes y se leen a las 48 y 96 horas. Se ruega no aplicar corticoides tópicos en la espalda la semana anterior. Cita previa: {es_phone} o {es_email}. "
     "Centro sanitario autorizado {es_reg}. {es_director}"),
    ("b68c_es_timetable", "notice_spain_spanish", ES,
     "{es_partner} - HORARIO SEMANAL ({es_date})\nDía | Horario | Servicio | Sala\n{es_table}\nLos pacientes en inmunoterapia deben permanecer 30 minutos en observación. Teléfono: {es_phone_intl}."),
    ("b68c_it_notice", "notice_italy_italian", IT,
     "{it_partner}\nAVVISO ALL'UTENZA\nSi comunica che dal {it_date} l'ambulatorio di allergologia effettuerà le prove allergiche cutanee il lunedì e il giovedì dalle 8.30 alle 12.30. "
     "Sospendere gli antistaminici almeno 7 giorni prima. La somministrazione dei vaccini desensibilizzanti richiede 30 minuti di osservazione. "
     "Prenotazioni al {it_phone} oppure a {it_email}. {it_vat}. {it_director}"),
    ("b68c_it_prices", "notice_italy_italian", IT,
     "{it_partner} - TARIFFARIO PRESTAZIONI (in vigore dal {it_date})\nPrestazione | Tariffa privata | In convenzione\n{it_table}\n"
     "Per le prestazioni in convenzione è necessaria l'impegnativa del medico curante. Informazioni: {it_phone_intl}."),
    ("b68c_gr_notice", "notice_greece_greek", GR,
     "{gr_partner}\nΑΝΑΚΟΙΝΩΣΗ\nΑπό τις {el_date} το τμήμα φωτοθεραπείας λειτουργεί Δευτέρα έως Παρασκευή, 08:00 - 20:00. Οι δερματικές δοκιμασίες διενεργούνται κάθε Τρίτη "
     "και Πέμπτη· διακόψτε τα αντιισταμινικά επτά ημέρες πριν. Μετά την ένεση ανοσοθεραπείας απαιτείται παραμονή 30 λεπτών. Ραντεβού στο {gr_phone} ή στο {gr_email}. "
     "{gr_afm}. {gr_director}"),
    ("b68c_gr_timetable", "notice_greece_greek", GR,
     "{gr_partner} - ΕΒΔΟΜΑΔΙΑΙΟ ΠΡΟΓΡΑΜΜΑ ({el_date})\nΗμέρα | Ώρες | Υπηρεσία | Αίθουσα\n{gr_table}\nΤηλέφωνο: {gr_phone_intl}. Δεκτοί ασφαλισμένοι ΕΟΠΥΥ με παραπεμπτικό."),
    ("b68c_cy_notice", "notice_cyprus_greek", CY,
     "{cy_partner}\nΑΝΑΚΟΙΝΩΣΗ ΠΡΟΣ ΤΟΥΣ ΔΙΚΑΙΟΥΧΟΥΣ ΓεΣΥ\nΑπό τις {el_date} τα ραντεβού για δερματικές δοκιμασίες αλλεργίας και φωτοθεραπεία κλείνονται μόνο με παραπεμπτικό "
     "μέσω του ΓεΣΥ. Η συμπληρωμή ανά επίσκεψη παραμένει €6. Για την ανοσοθεραπεία απαιτείται παραμονή 30 λεπτών μετά την ένεση. Πληροφορίες: {cy_phone} ή {cy_email}. "
     "{cy_reg}. {cy_director}"),
    ("b68c_cy_hours", "notice_cyprus_greek", CY,
     "{cy_partner} - ΝΕΟ ΩΡΑΡΙΟ ΛΕΙΤΟΥΡΓΙΑΣ (από {el_date})\nΔευτέρα - Παρασκευή: 07:30 - 14:30\nΤρίτη και Πέμπτη απόγευμα: 16:00 - 19:00 (φωτοθεραπεία)\nΣάββατο: κλειστά\n"
     "Θυμηθείτε: αντηλιακό SPF 50 καθημερινά, ιδιαίτερα μετά τη φωτοθεραπεία. Τηλ. {cy_phone_intl}."),
    ("b68c_mt_en_notice", "notice_malta_english", MTE,
     "{mt_partner}\nNOTICE TO PATIENTS\nAs from {uk_date}, the phototherapy unit will operate Monday to Friday from 07:30 to 19:00. Patch tests are applied on Mondays and read on "
     "Wednesdays and Fridays. Patients on allergen immunotherapy must wait 30 minutes after each injection. Appointments on {mt_phone} or {mt_email}. "
     "Licence {mt_lic}. {mt_director}"),
    ("b68c_mt_en_prices", "notice_malta_english", MTE,
     "{mt_partner} - SCHEDULE OF FEES (from {uk_date})\nDermatology consultation ........ €((60||65||70))\nSkin prick test, standard panel ........ €((85||90))\n"
     "Patch test, European baseline series ........ €((140||150))\nNarrowband UVB, per session ........ €((22||25))\nPayment by card or cash at reception. Enquiries: {mt_phone_intl}."),
    ("b68c_mt_mt_notice", "notice_malta_maltese", MTM,
     "{mt_partner_mt}\nAVVIŻ LILL-PAZJENTI\nMill-{mt_date}, it-taqsima tal-fototerapija se tiftaħ mit-Tnejn sal-Ġimgħa mis-7:30 sas-19:00. It-testijiet tal-garża (patch tests) "
     "jitqiegħdu t-Tnejn u jinqraw l-Erbgħa u l-Ġimgħa. Wara kull injezzjoni tal-immunoterapija, il-pazjent għandu jistenna 30 minuta. Għal appuntament ċemplu {mt_phone} "
     "jew ibagħtu email lil {mt_email}. Liċenzja {mt_lic}. {mt_director_mt}"),
    ("b68c_mt_mt_leaflet", "notice_malta_maltese", MTM,
     "{mt_partner_mt} - KIF TIEĦU ĦSIEB IL-ĠILDA BL-EKŻEMA\n1. Uża krema emollienti darbtejn kuljum.\n2. Il-krema tal-isterojdi użaha biss fuq il-partijiet ħomor, kif qallek it-tabib.\n"
     "3. Evita s-sapun; uża sostitut tas-sapun.\nJekk il-ġilda tibda tnixxi jew ikollok id-deni, ċempel {mt_phone_intl}. Aġġornat {mt_date}."),
    # ---- exports of non-personal data
    ("b68c_x12_850_sun", "x12_export", US,
     "ISA*00*          *00*          *ZZ*FRSKINALLERGY  *ZZ*DERMSUPPLYCO   *{isa_date}*{hhmm}*^*00401*{isa_seq}*0*P*>~\nGS*PO*FRSKINALLERGY*DERMSUPPLYCO*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*850*{four_digits}~\nBEG*00*SA*FR{seven_digits}**20{isa_date}~\nN1*BY*{institute}*92*FRSA01~\nN1*ST*{photo_unit}*92*FRSA02~\n{x12_sun_lines}\nCTT*1~\nSE*9*{four_digits}~"),
    ("b68c_hl7_mfn_patch", "hl7_export", US,
     "MSH|^~\\&|ALLERGENMASTER|CPDC|LIS|FRSA|{hl7_ts}||MFN^M01^MFN_M01|{ctrl}|P|2.5.1\nMFI|PATCH^Patch test allergen master^L||UPD|||AL\n{patch_mfn}"),
    ("b68c_batch_csv", "csv_export", US,
     "transaction,batch_id,submitted,claims,total_billed_usd,rejected,status\n{batch_csv}\n# {plan} claim batch totals for {institute}, NPI {own_npi}, EIN {org_ein}"),
    ("b68c_cabinet_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<dosimetryLog unit=\"{photo_unit}\" meter=\"{ticket}\" generated=\"{iso_ts}\">\n{cabinet_xml}\n</dosimetryLog>"),
    ("b68c_extract_json", "json_export", US,
     "{\"site\": \"{allergy}\", \"inventoryDate\": \"{eff_iso}\", \"extracts\": [{extract_json}], \"mixingPharmacist\": \"{own_pharm}\", \"usp797\": \"compliant\"}"),
    ("b68c_qc_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<qcLog laboratory=\"{institute} allergy laboratory\" clia=\"{clia}\" instrument=\"ImmunoCAP 250\" software=\"{version}\">\n{qc_xml}\n</qcLog>"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b68_derm_consult", "dermatology_consult_note", US,
     "{institute} - DERMATOLOGY CONSULTATION\nPatient: {last}, {first}   DOB [[date_of_birth:dob_v68]]   MRN [[record_number:mrn_v68]]\n"
     "Insurance: {plan}, member [[member_id:member_v68]]\nAddress: [[address:addr_co_v68]]   Cell [[phone:phone_co_v68]]\n"
     "((HPI: itchy plaques on elbows and knees for 2 years. Exam: well-demarcated erythematous plaques with silvery scale, BSA 8%. Plan: start NB-UVB 3x weekly.||"
     "HPI: changing mole on the {lesion_site}. Exam: 6 mm asymmetric pigmented macule, two colours. Plan: shave biopsy today.||"
     "HPI: flaring hand dermatitis since starting a new job. Exam: lichenified palms, fissures. Plan: patch testing, expanded series.)) {own_md}"),
    ("b68_derm_consult_elder", "dermatology_consult_note", US,
     "Skin check - {institute}\nPt: {first} {last}, [[age_over_89:age_elder_v68]] (DOB [[date_of_birth:dob_elder_v68]]), accompanied by son {first2} {last2}.\n"
     "Medicare MBI [[member_id:mbi_v68]]. Lives at [[address:addr_co_v68]]; son's cell [[phone:phone_co_v68]].\n"
     "Findings: ((two actinic keratoses on the scalp, cryotherapy x2||pearly papule on the nose, biopsy taken||seborrhoeic keratoses only, reassured)). "
     "Given age, no routine full-body checks; return if a lesion bleeds. Seen by {own_pa}."),
    ("b68_telederm_portal", "dermatology_consult_note", US,
     "Patient portal - message to {telederm}\nFrom: {first} {last} <[[email:email_plain_v68]]>\nSent {iso_ts} from [[ip_address:ip_v68]]\n"
     "Hi, I uploaded 3 photos of the spot on my {lesion_site} like you asked. My date of birth is [[date_of_birth:dob_v68]] and my chart number is [[record_number:mrn_v68]]. "
     "It itches and bled once last week. Best number is [[phone:phone_co_v68]]. Thanks, {first}"),
    ("b68_biopsy_letter", "biopsy_result_letter", US,
     "{institute}\n\n{first} {last}\n[[address:addr_co_v68]]\n\nRe: your skin biopsy, specimen [[record_number:accession_v68]], DOB [[date_of_birth:dob_v68]]\n\n"
     "Dear {first},\n\nYour biopsy from the {lesion_site} showed: {diagnosis_path}. ((No further treatment is needed.||We recommend a wider excision; our scheduler will call you at "
     "[[phone:phone_co_v68]].||Please book a follow-up visit in 3 months.)) Your medical record number is [[record_number:mrn_plain_v68]].\n\nSincerely,\n{own_md}\n"
     "Pathology signed out by {own_dermpath}"),
    ("b68_anaphylaxis_child", "anaphylaxis_action_plan", US,
     "ANAPHYLAXIS EMERGENCY ACTION PLAN - school year {year}\nStudent: {first} {last}   Date of birth: [[date_of_birth:dob_child_v68]]   Weight: ((24||31||38)) kg\n"
     "Allergic to: ((peanut and tree nuts||milk and egg||bee stings)). Asthma: ((yes - higher risk||no)).\nEpinephrine: 0.3 mg auto-injector, one in the nurse's office, one in backpack.\n"
     "Parent/guardian: {first2} {last2}, [[phone:phone_co_v68]] (cell), [[phone:phone_co_v68]] (work)\nHome: [[address:addr_co_v68]]\n"
     "Allergist: {own_allergist}, {allergy}, chart [[record_number:mrn_v68]]"),
    ("b68_anaphylaxis_adult", "anaphylaxis_action_plan", US,
     "{allergy} - PERSONAL ANAPHYLAXIS PLAN\nName: {first} {last}   DOB [[date_of_birth:dob_v68]]   Chart [[record_number:mrn_v68]]\n"
     "Trigger: ((hymenoptera venom (yellow jacket)||shellfish||NSAIDs)). Carry two epinephrine 0.3 mg pens at all times.\n"
     "Emergency contact: {first2} {last2} - [[phone:phone_co_v68]]; e-mail [[email:email_v68]]\n"
     "I share my allergy story at [[url:url_v68]] so my friends know what to do. Reviewed with {own_allergist} on {dos}."),
    ("b68_allergy_report", "allergy_test_report", US,
     "{allergy} - ALLERGY TEST REPORT\nPatient: {last}, {first}   DOB [[date_of_birth:dob_us_v68]]   Chart [[record_number:mrn_v68]]\nPlan member ID [[member_id:member_v68]]\n"
     "Skin prick (histamine 6 mm, saline 0 mm): ((timothy 9 mm, cat 7 mm, D. farinae 4 mm||ragweed 8 mm, cottonwood 6 mm, others negative||peanut 11 mm, almond 0 mm)).\n"
     "Specific IgE: {allergen_result}. Recommendation: ((start subcutaneous immunotherapy||oral food challenge to almond||avoidance and epinephrine)).\n"
     "Copy mailed to [[address:addr_co_v68]]. Tested by {own_shot_rn}; read by {own_allergist}."),
    ("b68_allergy_booking_chat", "allergy_test_report", US,
     "Web chat - {allergy}\n[{chat_ta}] Visitor: hi, I need to book allergy testing for hives and pay the self-pay price\n[{chat_ta}] Agent (Solveig): Happy to help. Name and date of birth?\n"
     "[{chat_tb}] Visitor: {first} {last}, [[date_of_birth:dob_v68]]\n[{chat_tb}] Agent: Thanks. Phone and e-mail for the reminder?\n"
     "[{chat_tc}] Visitor: [[phone:phone_co_v68]], [[email:email_v68]]\n[{chat_tc}] Visitor: card for the deposit is [[card:card_v68]] exp ((04/28||11/27||09/29))\n"
     "[{chat_td}] Agent: Booked for Tuesday at 9:00. (session from [[ip_address:ip_v68]])"),
    ("b68_biologic_pa", "biologics_prior_authorisation_request", US,
     "{plan} - PRIOR AUTHORIZATION REQUEST: SPECIALTY DRUG\nMember name: {first} {last}   Member ID: [[member_id:member_v68]]   DOB: [[date_of_birth:dob_v68]]\n"
     "Member address: [[address:addr_co_v68]]   Phone: [[phone:phone_co_v68]]\n((Drug: dupilumab 300 mg every 2 weeks\nDiagnosis: L20.89 atopic dermatitis, EASI 27. Prior therapies: clobetasol, tacrolimus, NB-UVB 30 sessions.||"
     "Drug: risankizumab 150 mg at weeks 0, 4, then every 12\nDiagnosis: L40.0 plaque psoriasis, PASI 18, BSA 14%. Prior therapies: methotrexate 20 mg for 16 weeks.||"
     "Drug: secukinumab 300 mg monthly\nDiagnosis: L40.0 plaque psoriasis of the scalp and palms. Prior therapies: NB-UVB 36 sessions, acitretin.))\n"
     "Prescriber: {own_md}, NPI {own_npi}. Clinic chart [[record_number:mrn_v68]]."),
    ("b68_biologic_pa_fax", "biologics_prior_authorisation_request", US,
     "FAX - {institute} to {plan} pharmacy ({plan_fax})\nPages: 4   RE: Medicare Part D coverage exception\nBeneficiary: {last}, {first}\nMBI: [[member_id:mbi_v68]]   "
     "SSN (for the Extra Help check): [[ssn:ssn_v68]]\nDOB: [[date_of_birth:dob_v68]]   Phone: [[phone:phone_co_v68]]\n"
     "Request: ((tralokinumab||apremilast||omalizumab for chronic spontaneous urticaria)) - formulary alternatives failed (see notes). Please reply to {i_fax}. {own_pharm}"),
    ("b68_melanoma_elder", "melanoma_follow_up_letter", US,
     "{institute} Pigmented Lesion Clinic\n\n{first} {last}\n[[address:addr_co_v68]]\n\nDear {first},\n\nYou are now five years from your melanoma surgery, and at "
     "[[age_over_89:age_elder_v68]] you remain free of any recurrence. We will keep seeing you once a year; your next skin check is in ((March||June||September)). "
     "Please phone us if you notice a new or changing spot; we have [[phone:phone_co_v68]] on file for you. Record number [[record_number:mrn_v68]].\n\nWarm regards,\n{own_md}"),
    ("b68_melanoma_survivor", "melanoma_follow_up_letter", US,
     "Melanoma surveillance - {institute}\n{first} {last}, DOB [[date_of_birth:dob_v68]], MRN [[record_number:mrn_plain_v68]]\n"
     "Stage ((IB||IIA||IIIA)) melanoma of the {lesion_site}, excised. Today: full skin exam and lymph node check normal; ((CT chest due in May||no imaging needed this year)).\n"
     "The patient asked us to link the clinic's sun-safety leaflet on their own page [[url:url_v68]]; agreed. Results by e-mail to [[email:email_v68]] as requested. {own_md}"),
    ("b68_coroner", "coroner_note", US,
     "DENVER OFFICE OF THE MEDICAL EXAMINER - INVESTIGATOR'S NOTE\nDecedent: {first} {last}   DOB [[date_of_birth:dob_v68]]   SSN [[ssn:ssn_v68]]\n"
     "Date of death: [[date_of_death:dod_v68]]   Residence: [[address:addr_co_v68]]\nFound in driver's seat of vehicle VIN [[vehicle_id:vin_v68]] at a trailhead; "
     "((two yellow-jacket stings on the neck||a half-eaten granola bar containing peanut)) noted; unused epinephrine pen in the glovebox. Known to {allergy} (chart [[record_number:mrn_v68]]). "
     "Tryptase sent. Probable anaphylaxis. Family's memorial page: [[url:url_memorial_v68]]."),
    ("b68_photo_consent", "phototherapy_consent_form", US,
     "{photo_unit} - CONSENT TO NARROWBAND UVB PHOTOTHERAPY\nPatient: {first} {last}   Date of birth: [[date_of_birth:dob_v68]]\nAddress: [[address:addr_co_v68]]   Phone: [[phone:phone_co_v68]]\n"
     "I understand the risks (burning, eye damage without goggles, premature ageing, possible skin cancer) and agree to about ((24||30||36)) sessions.\n"
     "Self-pay sessions charged to card [[card:card_v68]]. Parking permit issued for plate [[vehicle_id:plate_co_v68]].\nSigned ______  Witness: {own_rn}"),
    ("b68_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v68]]\"}, {\"system\": \"http://hl7.org/fhir/sid/us-ssn\", \"value\": \"[[ssn:ssn_plain_v68]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v68]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v68]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v68]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v68]]\"}]}"),
    ("b68_fhir_allergy", "fhir_export", US,
     "{\"resourceType\": \"AllergyIntolerance\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": [{\"system\": \"urn:cphp:member\", \"value\": \"[[member_id:member_plain_v68]]\"}, "
     "{\"system\": \"urn:frsa:mrn\", \"value\": \"[[record_number:mrn_plain_v68]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v68]]\"}], "
     "\"clinicalStatus\": {\"coding\": [{\"code\": \"active\"}]}, \"criticality\": \"high\", \"code\": {\"text\": \"((Peanut||Yellow jacket venom||Penicillin))\"}, \"patient\": {\"reference\": \"#p1\"}, "
     "\"reaction\": [{\"manifestation\": [{\"text\": \"anaphylaxis\"}]}], \"recordedDate\": \"{eff_iso}\"}"),
    ("b68_hl7_oru", "hl7_export", US,
     "MSH|^~\\&|IMMUNOCAP|FRSA|EHR|FRSA|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v68]]^^^FRSA^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v68]]|{sex}|||"
     "[[address:addr_hl7_v68]]||[[phone:phone_hl7_v68]]||||||[[ssn:ssn_plain_v68]]\nOBR|1|{ctrl2}||ALGPNL^ImmunoCAP allergy panel^L|||{hl7_ts}\n"
     "OBX|1|NM|((19113-0^IgE^LN^^Total IgE||6206-7^D. pteronyssinus IgE^LN||6993-0^Peanut IgE^LN))||((186||22.4||8.4))|((kU/L||kUA/L))||H|||F"),
    ("b68_roster_csv", "csv_export", US,
     "clinic_date,mrn,last,first,dob,age,phone,email,visit\n{eff_iso},[[record_number:mrn_plain_v68]],{last},{first},[[date_of_birth:dob_us_v68]],{age_main},[[phone:phone_co_v68]],"
     "[[email:email_plain_v68]],((NB-UVB #12||patch read D4||shot build-up))\n{eff_iso},[[record_number:mrn_plain_v68]],{last3},{first3},[[date_of_birth:dob_old2_v68]],"
     "[[age_over_89:age_old2_v68]],,,skin check\n# {institute} clinic roster {iso_ts} - contains PHI"),
    ("b68_x12_278", "x12_export", US,
     "ISA*00*          *00*          *ZZ*FRSKINALLERGY  *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HI*FRSKINALLERGY*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X217~\n"
     "ST*278*{four_digits}*005010X217~\nBHT*0007*13*{fivedig}*20{isa_date}*{hhmm}~\nHL*1**20*1~\nNM1*X3*2*{plan}*****PI*{payer_id}~\nHL*2*1*21*1~\nNM1*1P*2*{institute}*****XX*{own_npi}~\n"
     "HL*3*2*22*1~\nNM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v68]]~\nN3*[[address:addr_x12_v68]]~\nDMG*D8*[[date_of_birth:dob_compact_v68]]*{sex}~\n"
     "HL*4*3*EV*0~\nUM*HS*I*2~\nHI*ABK:((L400||L2089||L500))~\nSV1*HC:((96910||J3590))*{fee}*UN*((24||30))~\nSE*15*{four_digits}~"),
    ("b68_br_form", "brazil_form", BR,
     "{br_partner}\nFICHA CADASTRAL DO PACIENTE\nNome completo: {first} {last}\nCPF: [[national_id:cpf_v68]]\nCartão Nacional de Saúde (CNS): [[national_id:cns_v68]]\n"
     "Data de nascimento: [[date_of_birth:dob_v68]]\nEndereço: [[address:addr_br_v68]]\nCelular/WhatsApp: [[phone:phone_br_v68]]\nE-mail: [[email:email_v68]]\n"
     "Dados para reembolso: [[bank_account:account_br_v68]]\nPagamento da fototerapia no cartão [[card:card_v68]]\nQueixa: ((placas descamativas nos cotovelos||manchas e coceira após tatuagem||urticária há 3 meses)). Assinatura ______"),
    ("b68_br_teleconsent", "brazil_form", BR,
     "TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO - TELECONSULTA\n{br_partner}\nEu, {first} {last}, CPF [[national_id:cpf_v68]], nascido(a) em [[date_of_birth:dob_v68]], "
     "autorizo a teleconsulta dermatológica e o envio de fotografias das lesões, nos termos da Resolução CFM nº 2.314/2022.\nTelefone: [[phone:phone_br_v68]]\n"
     "Aceite eletrônico registrado em {iso_ts}, IP [[ip_address:ip_v68]]. O(a) paciente informou a página de arrecadação para o imunobiológico: [[url:url_v68]]"),
    ("b68_pt_form", "portugal_form", PT,
     "{pt_partner}\nFICHA DE INSCRIÇÃO DO UTENTE\nNome: {first} {last}\nN.º do Cartão de Cidadão: [[national_id:cc_pt_v68]]\nNIF: [[national_id:nif_v68]]\n"
     "N.º de utente do SNS: [[national_id:utente_v68]]\nData de nascimento: [[date_of_birth:dob_v68]]\nMorada: [[address:addr_pt_v68]]\nTelemóvel: [[phone:phone_pt_v68]]\n"
     "Correio eletrónico: [[email:email_v68]]\nIBAN para reembolsos: [[bank_account:iban_pt_v68]]\nMotivo: ((testes epicutâneos - eczema das mãos||vacina antialérgica - ácaros||psoríase, fototerapia)). Assinatura ______"),
    ("b68_pt_heir", "portugal_form", PT,
     "{pt_partner}\nPEDIDO DE ACESSO A INFORMAÇÃO DE SAÚDE DE UTENTE FALECIDO\nUtente falecido: {first2} {last2}, Cartão de Cidadão [[national_id:cc_pt_v68]], "
     "data de óbito [[date_of_death:dod_v68]]\nRequerente: {first} {last}, na qualidade de ((cônjuge||filho/filha||herdeiro/herdeira)), NIF [[national_id:nif_v68]]\n"
     "Morada do requerente: [[address:addr_pt_v68]]\nContacto: [[phone:phone_pt_v68]] / [[email:email_v68]]\nDocumentos pedidos: relatórios de dermatologia e resultados de biópsia. "
     "Junta certidão de óbito e habilitação de herdeiros."),
    ("b68_es_form", "spain_form", ES,
     "{es_partner}\nFICHA DE ALTA DE PACIENTE\nNombre y apellidos: {first} {last}\nDNI/NIE: [[national_id:dni_v68]]\nFecha de nacimiento: [[date_of_birth:dob_v68]]\n"
     "Domicilio: [[address:addr_es_v68]]\nMóvil: [[phone:phone_es_v68]]\nCorreo electrónico: [[email:email_v68]]\nDomiciliación bancaria (IBAN): [[bank_account:iban_es_v68]]\n"
     "Tarjeta de aparcamiento para fototerapia - matrícula: [[vehicle_id:plate_es_v68]]\nMotivo de consulta: ((psoriasis en placas||dermatitis de contacto||control de nevus)). Firma ______"),
    ("b68_es_anaphylaxis", "spain_form", ES,
     "PLAN DE ACTUACIÓN ANTE ANAFILAXIA EN EL CENTRO ESCOLAR\nAlumno/a: {first} {last}   Fecha de nacimiento: [[date_of_birth:dob_child_v68]]\n"
     "Alergia a: ((frutos secos||proteínas de leche de vaca||huevo)). Adrenalina autoinyectable 0,15 mg en secretaría.\n"
     "Padre/madre/tutor: {first2} {last2}, DNI [[national_id:dni_v68]], teléfono [[phone:phone_es_v68]]\nDomicilio familiar: [[address:addr_es_v68]]\n"
     "Alergólogo/a: Dra. Macarena Olmedo Villalba, {es_partner}. Fecha: {es_date}"),
    ("b68_it_form", "italy_form", IT,
     "{it_partner}\nSCHEDA ANAGRAFICA PAZIENTE\nCognome e nome: {last} {first}\nCodice fiscale: [[national_id:cf_v68]]\nData di nascita: [[date_of_birth:dob_v68]]\n"
     "Residenza: [[address:addr_it_v68]]\nCellulare: [[phone:phone_it_v68]]\nE-mail: [[email:email_v68]]\nIBAN per rimborsi: [[bank_account:iban_it_v68]]\n"
     "Pagamento acconto con carta [[card:card_v68]]\nPermesso di sosta per fototerapia, targa [[vehicle_id:targa_v68]]\nMotivo: ((orticaria cronica||dermatite atopica||psoriasi)). Firma ______"),
    ("b68_it_heir", "italy_form", IT,
     "{it_partner}\nRICHIESTA DI COPIA DELLA CARTELLA CLINICA DA PARTE DEGLI EREDI\nIl/La sottoscritto/a {first} {last}, codice fiscale [[national_id:cf_v68]], "
     "residente in [[address:addr_it_v68]], tel. [[phone:phone_it_v68]], in qualità di erede di {first2} {last2}, deceduto/a il [[date_of_death:dod_v68]], chiede copia conforme "
     "della documentazione ((dermatologica||allergologica)). Passaporto del richiedente n. [[national_id:passport_it_v68]]. Padova, lì ________  Firma ______"),
    ("b68_gr_form", "greece_form", GR,
     "{gr_partner}\nΔΕΛΤΙΟ ΕΓΓΡΑΦΗΣ ΑΣΘΕΝΟΥΣ\nΟνοματεπώνυμο: {first} {last}\nΑΜΚΑ: [[national_id:amka_v68]]\nΑριθμός Δελτίου Ταυτότητας: [[national_id:adt_v68]]\n"
     "Ημερομηνία γέννησης: [[date_of_birth:dob_v68]]\nΔιεύθυνση: [[address:addr_gr_v68]]\nΤηλέφωνο επικοινωνίας: [[phone:phone_gr_v68]]\nEmail: [[email:email_v68]]\n"
     "IBAN για επιστροφή: [[bank_account:iban_gr_v68]]\nΑιτία: ((ψωρίαση κατά πλάκας||κνίδωση||έλεγχος σπίλων)). Υπογραφή ______"),
    ("b68_cy_form", "cyprus_form", CY,
     "{cy_partner}\nΕΝΤΥΠΟ ΕΓΓΡΑΦΗΣ ΔΙΚΑΙΟΥΧΟΥ ΓεΣΥ\nΟνοματεπώνυμο: {first} {last}\nΑρ. Δελτίου Ταυτότητας: [[national_id:cy_id_v68]]\nΑρ. Διαβατηρίου: [[national_id:passport_cy_v68]]\n"
     "Ημερομηνία γέννησης: [[date_of_birth:dob_v68]]\nΔιεύθυνση: [[address:addr_cy_v68]]\nΤηλ.: [[phone:phone_cy_v68]]\nIBAN: [[bank_account:iban_cy_v68]]\n"
     "Λόγος επίσκεψης: ((αλλεργία σε τσίμπημα μέλισσας||ατοπική δερματίτιδα||ακμή)). Υπογραφή ______"),
    ("b68_mt_form", "malta_form", MTE + MTM,
     "{mt_partner}\nPATIENT REGISTRATION / REĠISTRAZZJONI TAL-PAZJENT\nName and surname / Isem u kunjom: {first} {last}\nID card No. / Nru tal-Karta tal-Identità: [[national_id:mt_id_v68]]\n"
     "Passport No.: [[national_id:passport_mt_v68]]\nDate of birth / Data tat-twelid: [[date_of_birth:dob_v68]]\nAddress / Indirizz: [[address:addr_mt_v68]]\n"
     "Mobile: [[phone:phone_mt_v68]]\nEmail: [[email:email_v68]]\nIBAN (refunds): [[bank_account:iban_mt_v68]]\nReason: ((patch testing||mole check||eczema review)). Signature ______"),
]


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every row of the set, in a fixed order, from `seed`: the carrying texts, then the identifier-free ones."""
    rng = random.Random(seed)
    fakers = make_fakers(seed)
    jobs: list[tuple[str, str, tuple[str, ...], str, bool]] = []
    for template_id, genre, locales, body in PHI_TEMPLATES:
        jobs.extend((template_id, genre, locales, body, False) for _ in range(PHI_PER_TEMPLATE))
    for index in range(CLEAN_TOTAL):
        template_id, genre, locales, body = CLEAN_TEMPLATES[index % len(CLEAN_TEMPLATES)]
        jobs.append((template_id, genre, locales, body, True))
    rows: list[dict[str, Any]] = []
    for number, (template_id, genre, locales, body, clean) in enumerate(jobs):
        draw = Draw(rng, fakers, FILLERS)
        locale = draw.pick(list(locales))
        for suffix in ("", "2", "3"):
            draw.cache["locale" + suffix] = locale
        if not clean:
            if "_elder_v68" in body:
                _birth(draw, 1926, 1935)  # the nonagenarian's birth date, before any number built on it
            elif "dob_child_v68" in body:
                _birth(draw, 2012, 2021)
            _person(draw)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind68-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
