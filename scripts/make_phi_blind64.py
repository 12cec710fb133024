"""A sixty-fourth blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind64.py [--seed 66661] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-three earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind63.py,
seeds 4141 to 65651) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixty-fifth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b64_" or "b64c_"). Identifier-free genres, all from cardiology and neurology services: cardiac-rehabilitation class
timetables (a table, a CSV, a JSON, a memo, a Belgian notice), stroke-unit quality indicators (door-to-needle and
door-to-groin times by quarter: a table, a CSV, a FHIR MeasureReport, a narrative, an XML; no patients), pacemaker and
ICD device-clinic schedules and manufacturer advisories (models, lots and build dates, no patients and no serials),
EEG and sleep-lab equipment calibration logs, heart-failure education leaflets, neurology waiting-time statistics,
cath-lab price lists, notices in other locales (French as Senegal, Côte d'Ivoire, Cameroon, Belgium and Switzerland
print it, Moroccan Arabic and French, Tunisian Arabic and French) and exports of non-personal data (an HL7 MFN^M01
device master, an X12 999 acknowledgment, a CSV of claim batch totals, a JSON price list, an XML indicator feed).
Carrying genres: cardiology consultation letters (one to a nonagenarian's GP), Holter and echocardiogram reports
naming the patient, pacemaker implant cards and remote-monitoring alerts (the transmitter's home connection), stroke
thrombolysis records, EEG reports, epilepsy driving-licence medical forms, cardiac arrest (code) records, a
sudden-death family screening letter, forms from Senegal, Côte d'Ivoire, Morocco (French and Arabic), Tunisia (French
and Arabic), Cameroon, Belgium and Switzerland written as those countries print them, and exports (a FHIR Patient, a
FHIR Observation with its patient, an HL7 ORU^R01, a device-clinic CSV, an X12 837I).

Most identifier values come from this module's own printings (the `*_v64` slots): US SSNs and Medicare MBIs in
several printings, Idaho driver's licence numbers and plates, hospital MRNs; implanted device serial numbers
(pacemakers, ICDs, loop recorders, leads: labelled record_number, as make_phi_blind55.py labels a device's serial);
passport numbers of the US, Senegal, Côte d'Ivoire, Morocco, Tunisia, Cameroon, Belgium and Switzerland; Senegalese
CEDEAO CNI numbers (sex digit, centre, birth year, serial), Ivorian CNI numbers (CI and nine digits, or C and ten),
Moroccan CIN (one or two letters of the issuing city and digits), Tunisian CIN (eight digits), Cameroonian CNI numbers,
Belgian national numbers (YY.MM.DD-SSS.CC: the serial odd for a man, the mod 97 check with the 2000s' leading 2),
Swiss AHV numbers (756, the EAN-13 check digit); IBANs of Morocco (the RIB key), Tunisia (the RIB key, so TN59),
Senegal, Côte d'Ivoire, Cameroon, Belgium (the national mod 97 pair) and Switzerland with valid mod 97 check digits;
Visa, Mastercard and Carte Bancaire printings with Luhn; dates in French (1er for the first day), Moroccan Arabic
(يناير ... غشت ... دجنبر) and Tunisian Arabic (جانفي ... أوت ... ديسمبر) with month names, Eastern Arabic digits
now and then, and US orders; Senegalese (cité, villa, quartier), Ivorian (commune, lot, îlot, BP), Moroccan (French
and Arabic: رقم، زنقة، حي), Tunisian (rue / نهج, postcode before the town), Cameroonian (quartier, BP), Belgian and
Swiss (postcode before the town) address layouts and Idaho ones; the seven countries' numbering plans in national
printings with and without +221, +225, +212, +216, +237, +32 and +41, and Idaho lines; Senegalese, Moroccan,
Cameroonian, Belgian and Swiss plates; e-mails written against scrapers ("at" and "dot"); public IPv4 and IPv6
addresses of home connections; personal pages (a fundraiser, an obituary, a profile).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in Idaho: every
state from A to M had been used by an earlier set, so this set took Idaho (used least: once, by the eighth set, for
one branch line and one address in Coeur d'Alene) with an area code no earlier set gave an organisation (986). An
identifier-free text quotes only this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Boise
heart and vascular institute, a Pocatello neurology and sleep center, a Twin Falls stroke network, a Nampa cardiac
rehabilitation center and a regional health plan on fictional 555-01xx lines, and partner cardiology and stroke
organisations in Thiès, Bouaké, Fès, Sfax, Douala, Namur and Sion on invented lines) and the organisations' own
printed identifiers (the plan's payer ID, RxBIN, PCN and group, the institute's NPIs and EIN, the partners' company
and registry numbers); the people it names are the organisations' own staff, never a patient or relative, and the
ages it gives are under 90 (eligibility ranges, age bands).

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39
    from scripts import make_phi_blind41 as blind41

Draw = blind.Draw

SEED = 66661
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US", "fr_BE", "fr_CH")

INSTITUTE = "Snake River Heart & Vascular Institute"
NEURO = "Camas Prairie Neurology & Sleep Center"
STROKE_NET = "Sawtooth Regional Stroke Network"
REHAB = "Owyhee Cardiac Rehabilitation Center"
PLAN = "Palouse Heartland Health Plan"
SN_PARTNER = "Centre de Cardiologie Communautaire de Thiès"
CI_PARTNER = "Association Cœur de Bouaké"
MA_PARTNER = "Association Cœur et Cerveau de Fès"
MA_PARTNER_AR = "جمعية القلب والدماغ بفاس"
TN_PARTNER = "Association AVC Sfax Sud"
TN_PARTNER_AR = "جمعية الجلطة الدماغية صفاقس الجنوبية"
CM_PARTNER = "Fondation Cœur du Littoral, Douala"
BE_PARTNER = "Cardio-Réadaptation Mosane ASBL, Namur"
CH_PARTNER = "Centre valaisan du rythme cardiaque, Sion"
ORGANISATION_CONTACTS = [
    "(986) 555-0141",                                                   # 0 institute, cardiology scheduling (Boise)
    "(986) 555-0146",                                                   # 1 institute fax
    "2750 W Overland Bluff Road, Boise, ID 83705",                      # 2
    "cardiology@snakeriverhvi.org",                                     # 3
    "https://www.snakeriverhvi.org",                                    # 4
    "(986) 555-0147",                                                   # 5 device clinic (institute)
    "deviceclinic@snakeriverhvi.org",                                   # 6
    "(986) 555-0142",                                                   # 7 neurology and sleep center (Pocatello)
    "611 Portneuf Crest Drive, Pocatello, ID 83201",                    # 8
    "sleeplab@camasprairieneuro.org",                                   # 9
    "(986) 555-0143",                                                   # 10 stroke network (Twin Falls)
    "480 Blue Lakes Rim Boulevard, Twin Falls, ID 83301",               # 11
    "quality@sawtoothstroke.org",                                       # 12
    "https://www.sawtoothstroke.org",                                   # 13
    "(986) 555-0144",                                                   # 14 cardiac rehabilitation (Nampa)
    "1290 Kuna Mora Road, Nampa, ID 83686",                             # 15
    "rehab@owyheecardiacrehab.org",                                     # 16
    "(986) 555-0145",                                                   # 17 health plan provider line
    "+221 33 951 64 64",                                                # 18 Thiès partner
    "33 951 64 64",                                                     # 19
    "contact@cardio-thies.sn",                                          # 20
    "+225 27 31 64 64 64",                                              # 21 Bouaké partner
    "27 31 64 64 64",                                                   # 22
    "info@coeurdebouake.ci",                                            # 23
    "+212 5 35 64 64 64",                                                  # 24 Fès partner
    "0535 64 64 64",                                                    # 25
    "contact@coeur-cerveau-fes.ma",                                     # 26
    "+216 74 464 646",                                                  # 27 Sfax partner
    "74 464 646",                                                       # 28
    "contact@avc-sfaxsud.tn",                                           # 29
    "+237 233 46 46 46",                                                # 30 Douala partner
    "233 46 46 46",                                                     # 31
    "info@coeurdulittoral.cm",                                          # 32
    "+32 81 64 64 60",                                                  # 33 Namur partner
    "081 64 64 60",                                                     # 34
    "info@cardioreadaptation-mosane.be",                                # 35
    "+41 27 646 46 40",                                                 # 36 Sion partner
    "027 646 46 40",                                                    # 37
    "rythme@cvrc-sion.ch",                                              # 38
]
ORG_EIN = "82-6406464"
PLAN_PAYER_ID = "PHHP64"
PLAN_GROUP = "IDHV2026"
PLAN_RXBIN = "610964"
PLAN_PCN = "PHHPRX"
ORG_NPIS = (blind5._npi_of("164986208"), blind5._npi_of("152086986"), blind5._npi_of("136406464"))  # noqa: SLF001
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_luhn = blind41._luhn  # noqa: SLF001
_us_exchange = blind41._us_exchange  # noqa: SLF001
_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"fr_SN": "SN", "fr_CI": "CI", "fr_MA": "MA", "ar_MA": "MA", "fr_TN": "TN", "ar_TN": "TN", "fr_CM": "CM", "fr_BE": "BE", "fr_CH": "CH"}


def _country(draw: Draw) -> str:
    return _COUNTRY.get(str(draw.cache.get("locale", "en_US")), "US")


def _arabic(draw: Draw) -> bool:
    return str(draw.cache.get("locale", "")).startswith("ar_")


def make_fakers(seed: int) -> dict[str, Any]:
    return dict(blind.make_fakers(seed, FAKER_LOCALES))


# ---- people's names where Faker has no locale (Latin spelling, and Arabic script for Morocco and Tunisia) -----------
_NAMES: dict[str, dict[str, list[Any]]] = {
    "SN": {"M": ["Mamadou", "Cheikh", "Ousmane", "Abdoulaye", "Moustapha", "Ibrahima", "Babacar", "Modou", "Pape", "Serigne"],
           "F": ["Awa", "Fatou", "Aminata", "Mariama", "Ndeye", "Khady", "Coumba", "Aïssatou", "Astou", "Bineta"],
           "L": ["Diop", "Ndiaye", "Fall", "Sow", "Diallo", "Sarr", "Gueye", "Ba", "Faye", "Mbaye", "Cissé", "Seck", "Thiam", "Ndour"]},
    "CI": {"M": ["Kouadio", "Yao", "Koffi", "Konan", "Adama", "Serge", "Didier", "Kouassi", "Ahmed", "Jean-Baptiste"],
           "F": ["Affoué", "Adjoua", "Aya", "Mariam", "Christelle", "Amenan", "Brigitte", "Akissi", "Salimata", "Prisca"],
           "L": ["Kouamé", "Koné", "N'Guessan", "Ouattara", "Bamba", "Traoré", "Coulibaly", "Aka", "Gnagne", "Tanoh", "Kra", "Yapi"]},
    "CM": {"M": ["Jean-Pierre", "Emmanuel", "Paul", "Samuel", "Achille", "Hervé", "Blaise", "Roger", "Thierry", "Armand"],
           "F": ["Odile", "Clarisse", "Brigitte", "Pauline", "Nadège", "Sandrine", "Hortense", "Félicité", "Yolande", "Carine"],
           "L": ["Mbarga", "Nkoulou", "Fotso", "Tchoupo", "Essomba", "Kamga", "Nana", "Atangana", "Owona", "Ndongo", "Tchamba", "Ekotto"]},
    "MA": {"M": [("Mohamed", "محمد"), ("Youssef", "يوسف"), ("Hamza", "حمزة"), ("Rachid", "رشيد"), ("Omar", "عمر"), ("Said", "سعيد"), ("Mehdi", "مهدي"),
                 ("Abdelkader", "عبد القادر")],
           "F": [("Fatima Zahra", "فاطمة الزهراء"), ("Khadija", "خديجة"), ("Salma", "سلمى"), ("Naima", "نعيمة"), ("Hanane", "حنان"), ("Meryem", "مريم"),
                 ("Latifa", "لطيفة"), ("Zineb", "زينب")],
           "L": [("Alaoui", "العلوي"), ("Bennani", "بناني"), ("El Idrissi", "الإدريسي"), ("Tazi", "التازي"), ("Benjelloun", "بنجلون"), ("Chraibi", "الشرايبي"),
                 ("Berrada", "برادة"), ("El Amrani", "العمراني"), ("Lahlou", "لحلو"), ("Zerouali", "الزروالي")]},
    "TN": {"M": [("Mohamed Ali", "محمد علي"), ("Sami", "سامي"), ("Karim", "كريم"), ("Hichem", "هشام"), ("Nabil", "نبيل"), ("Slim", "سليم"), ("Walid", "وليد"),
                 ("Anis", "أنيس")],
           "F": [("Amira", "أميرة"), ("Sana", "سناء"), ("Leila", "ليلى"), ("Rim", "ريم"), ("Olfa", "ألفة"), ("Ines", "إيناس"), ("Nesrine", "نسرين"), ("Hela", "هالة")],
           "L": [("Ben Salah", "بن صالح"), ("Trabelsi", "الطرابلسي"), ("Gharbi", "الغربي"), ("Hammami", "الحمامي"), ("Jebali", "الجبالي"), ("Ben Ammar", "بن عمار"),
                 ("Mejri", "المجري"), ("Chaabane", "الشعباني"), ("Ayari", "العياري"), ("Dridi", "الدريدي")]},
}


def _one_name(draw: Draw, sex: str) -> tuple[str, str, str, str]:
    """(first, last) as the text prints them, and their Latin spelling (for an e-mail)."""
    country, locale = _country(draw), str(draw.cache.get("locale", "en_US"))
    if country in _NAMES:
        table = _NAMES[country]
        first, last = draw.pick(table[sex]), draw.pick(table["L"])
        if isinstance(first, tuple):
            script = 1 if _arabic(draw) else 0
            return first[script], last[script], first[0], last[0]
        return first, last, first, last
    fake = draw.fk[locale]
    first = fake.first_name_female() if sex == "F" else fake.first_name_male()
    last = fake.last_name()
    return first, last, first, last


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees) and a relative of the same family."""
    sex = draw.pick(["F", "M"])
    first, last, first_lat, last_lat = _one_name(draw, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": f"{first} {last}", "_first_lat": first_lat, "_last_lat": last_lat})
    rel_sex = draw.pick(["F", "M"])
    first2, last2, _, _ = _one_name(draw, rel_sex)
    last2 = last2 if draw.rng.random() < 0.6 else last
    draw.cache.update({"first2": first2, "last2": last2, "name2": f"{first2} {last2}",
                       "civ": "Mme" if sex == "F" else "M.", "civ_en": "Ms." if sex == "F" else "Mr.",
                       "pron": "She" if sex == "F" else "He", "pron_l": "she" if sex == "F" else "he", "poss": "her" if sex == "F" else "his"})


def _sex(draw: Draw) -> str:
    return draw.cache.get("_sex", "M")


def _birth(draw: Draw, low: int = 1940, high: int = 2004) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "6464", "4646", "0141", "0147")):
            return out


def _ascii(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _groups(value: str, size: int = 4) -> str:
    return " ".join(value[i:i + size] for i in range(0, len(value), size))


def _iban(country: str, bban: str) -> str:
    numeric = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(numeric) % 97:02d}{bban}"


def _rib_key(body: str) -> str:
    """The two-digit key that makes a Maghreb RIB divisible by 97."""
    return f"{97 - int(body) * 100 % 97:02d}"


_EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


# ---- dates in the languages of the set ----------------------------------------------------------------------------
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
MA_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر", "نونبر", "دجنبر"]
TN_MONTHS = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]


def _fr_day(d: int) -> str:
    return "1er" if d == 1 else str(d)


def _date_in(draw: Draw, day: dt.date, country: str, arabic: bool = False) -> str:
    d, m, y = day.day, day.month, day.year
    if arabic:
        months = MA_MONTHS if country == "MA" else TN_MONTHS
        out = draw.pick([f"{d} {months[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{y}/{m:02d}/{d:02d}", f"{d} {months[m - 1]} {y}"])
        return out.translate(_EASTERN) if draw.rng.random() < 0.3 else out
    if country == "CH":
        return draw.pick([f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{_fr_day(d)} {FR_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}"])
    if country == "BE":
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{_fr_day(d)} {FR_MONTHS[m - 1]} {y}", f"{d:02d}-{m:02d}-{y}", f"{d}/{m}/{y}"])
    if country in ("SN", "CI", "CM", "MA", "TN"):
        return draw.pick([f"{d:02d}/{m:02d}/{y}", f"{_fr_day(d)} {FR_MONTHS[m - 1]} {y}", f"{d:02d}/{m:02d}/{y}", f"{d:02d}-{m:02d}-{y}",
                          f"{_fr_day(d)} {FR_MONTHS[m - 1][:4].rstrip('.')}. {y}" if len(FR_MONTHS[m - 1]) > 4 else f"{d} {FR_MONTHS[m - 1]} {y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d:02d}{month[:3].upper()}{y}", f"{y}-{m:02d}-{d:02d}"])


def dob_v64(draw: Draw) -> str:
    """An adult's date of birth in the text's style."""
    return _date_in(draw, _birth(draw), _country(draw), _arabic(draw))


def dob_elder_v64(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1929, 1935), _country(draw), _arabic(draw))


def dob_iso_v64(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v64(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_other_v64(draw: Draw) -> str:
    """A second patient's birth date in a clinic export (not the text's main person)."""
    return draw.date_between(1938, 2004).strftime("%m/%d/%Y")


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 2, 1).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def dod_v64(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw), _country(draw), _arabic(draw))


_SPELLED = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_FR_SPELLED = ["quatre-vingt-dix", "quatre-vingt-onze", "quatre-vingt-douze", "quatre-vingt-treize", "quatre-vingt-quatorze", "quatre-vingt-quinze",
               "quatre-vingt-seize", "quatre-vingt-dix-sept"]


def _age_words(draw: Draw, age: int) -> str:
    if _country(draw) in ("BE", "CH"):
        fr = ["nonante", "nonante et un", "nonante-deux", "nonante-trois", "nonante-quatre", "nonante-cinq", "nonante-six", "nonante-sept"][age - 90] if age < 98 else str(age)
        return draw.pick([f"{age} ans", f"{age} ans", fr + " ans"])
    if _country(draw) != "US":
        return draw.pick([f"{age} ans", f"{age} ans", (_FR_SPELLED[age - 90] + " ans") if age < 98 else f"{age} ans"])
    spelled = "ninety" + (f"-{_SPELLED[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age} y/o", f"{age}-year-old", spelled, f"{age} years old", f"{age} yo", f"{age}yo", f"{age} y.o."])


def age_elder_v64(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1929-1935 (the printed birth date agrees)."""
    return _age_words(draw, _age_on(_birth(draw, 1929, 1935), REFERENCE_DAY))


def age_at_death_v64(draw: Draw) -> str:
    return _age_words(draw, _age_on(_birth(draw, 1929, 1935), _death_day(draw)))


def age_v64(draw: Draw) -> str:
    """An age of 90 or more, with no birth date beside it."""
    return _age_words(draw, draw.rng.randint(90, 97))


# ---- United States (Idaho) ------------------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v64(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, or dashed with the last four set apart."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}–{v[3:5]}–{v[5:]}"])


def ssn_plain_v64(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi_value(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v64(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4 as on the card, spaced, or in lower case as typed in a chat."""
    v = _mbi_value(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def mbi_plain_v64(draw: Draw) -> str:
    return _mbi_value(draw)


def member_us_v64(draw: Draw) -> str:
    """The health plan's member ID or an Idaho Medicaid number."""
    return draw.pick([f"PHH{draw.digits(9, True)}", f"PHH-{draw.digits(5, True)}-{draw.digits(2)}", draw.digits(10, True), mbi_v64(draw)])


def member_plain_v64(draw: Draw) -> str:
    return f"PHH{draw.digits(9, True)}"


def mrn_v64(draw: Draw) -> str:
    return draw.pick([f"SRH{draw.digits(7, True)}", f"{draw.digits(8, True)}", f"MR-{draw.digits(6, True)}", f"00{draw.digits(7, True)}", f"CPN-{draw.digits(6, True)}"])


def mrn_plain_v64(draw: Draw) -> str:
    return f"SRH{draw.digits(7, True)}"


def dl_id_v64(draw: Draw) -> str:
    """An Idaho driver's licence number: two letters, six digits, a letter."""
    v = f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(6)}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"
    return draw.pick([v, v, f"{v[:2]} {v[2:8]} {v[8:]}"])


def plate_id_v64(draw: Draw) -> str:
    """An Idaho plate: the county's prefix and a serial."""
    v = f"{draw.pick(['1A', '2A', '1C', '2C', '1T', '2T', '8B', '1B'])} {draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(4)}"
    return draw.pick([v, v.replace(" ", ""), f"ID {v}"])


def passport_us_v64(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}", f"5{draw.digits(8)}"])


_ID_TOWNS = [("Boise", "83702"), ("Boise", "83706"), ("Boise", "83709"), ("Meridian", "83642"), ("Nampa", "83651"), ("Caldwell", "83605"), ("Pocatello", "83201"),
             ("Idaho Falls", "83402"), ("Twin Falls", "83301"), ("Burley", "83318"), ("Mountain Home", "83647"), ("Blackfoot", "83221"), ("Eagle", "83616"),
             ("Jerome", "83338"), ("Kuna", "83634"), ("Rexburg", "83440")]
_ID_STREETS = ["W State St", "N Cole Rd", "E Fairview Ave", "S Vista Ave", "W Chinden Blvd", "Overland Rd", "N Yellowstone Ave", "S 5th Ave", "Addison Ave E",
               "Blue Lakes Blvd N", "Garrity Blvd", "12th Ave Rd", "E Center St", "Kimberly Rd", "N Eagle Rd", "Holly St"]


def _id_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_ID_TOWNS)
    street = f"{draw.rng.randint(12, 9890)} {draw.pick(_ID_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 40)}", f" Unit {draw.rng.randint(1, 9)}{draw.letters(1, 'ABCD')}", f" #{draw.rng.randint(2, 120)}"])
    return street, unit, town, zip_code


def addr_id_v64(draw: Draw) -> str:
    street, unit, town, zip_code = _id_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, ID {zip_code}", f"{street}{unit}\n{town}, ID {zip_code}", f"{street}{unit}, {town} ID {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} ID {zip_code}", f"{street}{unit}, {town}, Idaho {zip_code}"])


def addr_hl7_v64(draw: Draw) -> str:
    street, _, town, zip_code = _id_parts(draw)
    return f"{street.upper()}^^{town.upper()}^ID^{zip_code}^USA^H"


def addr_fhir_v64(draw: Draw) -> str:
    street, _, town, zip_code = _id_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"ID\", \"postalCode\": \"{zip_code}"


def addr_x12_v64(draw: Draw) -> str:
    street, _, town, zip_code = _id_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*ID*{zip_code}"


def addr_csv_v64(draw: Draw) -> str:
    street, unit, town, zip_code = _id_parts(draw)
    return f"\"{street}{unit}, {town}, ID {zip_code}\""


def phone_id_v64(draw: Draw) -> str:
    area = draw.pick(["208", "208", "986", "208"])
    exchange, line = _us_exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"({area}) {exchange}-{line} ext. {draw.rng.randint(2, 40)}", f"({area}){exchange}-{line}"])


def phone_e164_v64(draw: Draw) -> str:
    return f"+1{draw.pick(['208', '986'])}{_us_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v64(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['208', '986'])}^{_us_exchange(draw)}{draw.digits(4)}", ""


# ---- implanted devices ---------------------------------------------------------------------------------------------
def serial_v64(draw: Draw) -> str:
    """An implanted device's serial number in the manufacturers' shapes (pacemaker, ICD, loop recorder, lead)."""
    return draw.pick([f"{draw.pick(['PJN', 'RNB', 'BLU', 'RLA', 'PVY'])}{draw.digits(6, True)}{draw.pick(['S', 'H', 'G'])}",  # Medtronic-like
                      f"{draw.digits(6, True)}",  # Boston Scientific-like
                      f"{draw.digits(7, True)}",  # Abbott-like
                      f"{draw.digits(8, True)}",  # Biotronik-like
                      f"{draw.pick(['BBM', 'LFM', 'TBK'])}{draw.digits(6, True)}V"])


# ---- Senegal ----------------------------------------------------------------------------------------------------------
def cni_sn_v64(draw: Draw) -> str:
    """A Senegalese CEDEAO CNI number (NIN): the sex digit, the centre, the birth year, a serial (13 digits)."""
    v = f"{1 if _sex(draw) == 'M' else 2}{draw.digits(3, True)}{_birth(draw).year}{draw.digits(5)}"
    return draw.pick([f"{v[0]} {v[1:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[0]} {v[1:4]} {v[4:8]} {v[8:]}"])


def iban_sn_v64(draw: Draw) -> str:
    bban = draw.pick(["SN010", "SN012", "SN039", "SN094", "SN048"]) + draw.digits(5, True) + draw.digits(12, True) + draw.digits(2)
    iban = _iban("SN", bban)
    return draw.pick([iban, _groups(iban)])


_SN_PLACES = [("Thiès", "Cité Malick Sy"), ("Thiès", "Quartier Grand Thiès"), ("Dakar", "Sicap Liberté 6"), ("Dakar", "HLM Grand Yoff"), ("Mbour", "Quartier Grand Mbour"),
              ("Tivaouane", "Quartier Keur Mame El Hadji"), ("Rufisque", "Cité Asecna"), ("Pikine", "Cité Technopole")]


def addr_sn_v64(draw: Draw) -> str:
    town, area = draw.pick(_SN_PLACES)
    villa = draw.rng.randint(3, 2400)
    return draw.pick([f"{area}, Villa n° {villa}, {town}", f"Villa {villa}, {area}\n{town}, Sénégal", f"{area}, lot {villa}, BP {draw.rng.randint(100, 9999)} {town}",
                      f"{area} villa {villa} - {town}"])


def phone_sn_v64(draw: Draw) -> str:
    pre = draw.pick(["70", "75", "76", "77", "78", "77"])
    r = _sub(draw, 7)
    return draw.pick([f"{pre} {r[:3]} {r[3:5]} {r[5:]}", f"+221 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"+221{pre}{r}", f"00221 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"{pre}{r}",
                      f"(+221) {pre}-{r[:3]}-{r[3:5]}-{r[5:]}"])


def plate_sn_v64(draw: Draw) -> str:
    v = f"{draw.pick(['DK', 'TH', 'DK', 'LG', 'KL'])}-{draw.digits(4, True)}-{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"
    return draw.pick([v, v.replace("-", " "), v])


# ---- Côte d'Ivoire ------------------------------------------------------------------------------------------------------
def cni_ci_v64(draw: Draw) -> str:
    """An Ivorian CNI number: CI and nine digits (the cards since 2019), or C and ten digits (the older ones)."""
    return draw.pick([f"CI{draw.digits(9, True)}", f"CI {draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}", f"C {draw.digits(4)} {draw.digits(4)} {draw.digits(2)}",
                      f"C{draw.digits(10)}"])


def iban_ci_v64(draw: Draw) -> str:
    bban = draw.pick(["CI008", "CI034", "CI042", "CI059", "CI092"]) + draw.digits(5, True) + draw.digits(12, True) + draw.digits(2)
    iban = _iban("CI", bban)
    return draw.pick([iban, _groups(iban)])


_CI_PLACES = [("Bouaké", "Quartier Commerce", "01 BP"), ("Bouaké", "Quartier Air France 2", "01 BP"), ("Abidjan", "Cocody Riviera 3", "06 BP"),
              ("Abidjan", "Yopougon Maroc", "23 BP"), ("Yamoussoukro", "Quartier Habitat", "BP"), ("Korhogo", "Quartier Soba", "BP")]


def addr_ci_v64(draw: Draw) -> str:
    town, area, bp = draw.pick(_CI_PLACES)
    lot, ilot = draw.rng.randint(12, 2600), draw.rng.randint(1, 240)
    return draw.pick([f"{area}, lot {lot}, îlot {ilot}, {town}", f"{area}, {bp} {draw.rng.randint(100, 9999)} {town}", f"{town}, {area}, lot n° {lot}\n{bp} {draw.rng.randint(10, 990)}",
                      f"{area} îlot {ilot} lot {lot}, {town}"])


def phone_ci_v64(draw: Draw) -> str:
    pre = draw.pick(["07", "05", "01", "07"])
    r = _sub(draw, 8)
    return draw.pick([f"{pre} {r[:2]} {r[2:4]} {r[4:6]} {r[6:]}", f"+225 {pre} {r[:2]} {r[2:4]} {r[4:6]} {r[6:]}", f"+225{pre}{r}", f"{pre}{r}",
                      f"(+225) {pre} {r[:2]} {r[2:4]} {r[4:6]} {r[6:]}", f"00225 {pre}{r}"])


# ---- Morocco --------------------------------------------------------------------------------------------------------------
def cin_ma_v64(draw: Draw) -> str:
    """A Moroccan CIN: the issuing city's one or two letters and digits."""
    letters = draw.pick(["C", "CD", "CB", "BE", "BK", "BH", "A", "AB", "D", "EE", "G", "J", "K", "L", "M", "U", "Z", "W"])
    v = f"{letters}{draw.digits(draw.pick([5, 6, 6]), True)}"
    return draw.pick([v, v, f"{letters} {v[len(letters):]}"])


def iban_ma_v64(draw: Draw) -> str:
    """A Moroccan RIB (bank, town, sixteen-digit account, the key), as IBAN or as the 24-digit RIB."""
    body = draw.pick(["007", "011", "013", "022", "145", "230", "181"]) + draw.pick(["270", "780", "810", "640"]) + draw.digits(16)
    rib = body + _rib_key(body)
    iban = _iban("MA", rib)
    return draw.pick([iban, _groups(iban), f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}", rib])


_MA_PLACES = [("Fès", "30000", "فاس", "Quartier Atlas", "حي الأطلس"), ("Fès", "30050", "فاس", "Narjiss", "حي النرجس"), ("Meknès", "50000", "مكناس", "Hamria", "حي الحمرية"),
              ("Casablanca", "20330", "الدار البيضاء", "Maârif", "حي المعاريف"), ("Rabat", "10090", "الرباط", "Agdal", "حي أكدال"), ("Taza", "35000", "تازة", "Taza Haut", "تازة العليا")]
_MA_STREETS = [("Rue Ibn Khaldoun", "زنقة ابن خلدون"), ("Avenue Hassan II", "شارع الحسن الثاني"), ("Rue Oued Sebou", "زنقة واد سبو"), ("Rue Al Moutanabi", "زنقة المتنبي"),
               ("Boulevard Allal El Fassi", "شارع علال الفاسي")]


def addr_ma_v64(draw: Draw) -> str:
    town, code, town_ar, area, area_ar = draw.pick(_MA_PLACES)
    street, street_ar = draw.pick(_MA_STREETS)
    no, apt = draw.rng.randint(1, 240), draw.rng.randint(1, 30)
    if _arabic(draw):
        return draw.pick([f"رقم {no}، {street_ar}، {area_ar}، {town_ar} {code}", f"{street_ar} رقم {no} الشقة {apt}، {town_ar}", f"{area_ar}، {street_ar}، رقم {no}، {town_ar}"])
    return draw.pick([f"{no}, {street}, {area}, {code} {town}", f"{street} n° {no}, appt {apt}\n{code} {town}", f"Lot {area} n° {no}, {town}", f"{no} {street}, {town} {code}"])


def phone_ma_v64(draw: Draw) -> str:
    pre = draw.pick(["61", "62", "66", "67", "70", "77", "68"])
    r = _sub(draw, 7)
    lead = "6" if pre[0] == "6" else "7"
    full = f"0{pre}{r}"
    return draw.pick([f"0{pre[0]} {pre[1]}{r[0]} {r[1:3]} {r[3:5]} {r[5:]}", f"+212 {lead} {pre[1]}{r[0]} {r[1:3]} {r[3:5]} {r[5:]}", f"+212{full[1:]}", f"{full[:4]}-{full[4:]}",
                      full, f"00212 {full[1:4]} {full[4:]}"])


def plate_ma_v64(draw: Draw) -> str:
    """A Moroccan plate: the serial, an Arabic letter, the prefecture's number."""
    serial, pref = draw.digits(draw.pick([4, 5]), True), draw.pick(["6", "33", "1", "15", "26"])
    letter = draw.pick(["أ", "ب", "د", "هـ", "و", "ط"])
    latin = {"أ": "A", "ب": "B", "د": "D", "هـ": "H", "و": "W", "ط": "T"}[letter]
    return draw.pick([f"{serial}-{letter}-{pref}", f"{serial} | {letter} | {pref}", f"{serial}-{latin}-{pref}"])


# ---- Tunisia ----------------------------------------------------------------------------------------------------------
def cin_tn_v64(draw: Draw) -> str:
    """A Tunisian CIN: eight digits, 0 or 1 first."""
    return f"{draw.pick(['0', '1', '0'])}{draw.digits(7)}"


def iban_tn_v64(draw: Draw) -> str:
    """A Tunisian RIB (bank, branch, account, key): as IBAN (always TN59) or as the 20-digit RIB."""
    body = draw.pick(["01", "03", "04", "05", "07", "08", "10", "12", "14", "25"]) + draw.digits(3, True) + draw.digits(13)
    rib = body + _rib_key(body)
    iban = _iban("TN", rib)
    return draw.pick([iban, _groups(iban), f"{rib[:2]} {rib[2:5]} {rib[5:18]} {rib[18:]}", rib])


_TN_PLACES = [("Sfax", "3000", "صفاقس"), ("Sfax", "3027", "صفاقس"), ("Sakiet Ezzit", "3021", "ساقية الزيت"), ("Tunis", "1002", "تونس"), ("Sousse", "4000", "سوسة"),
              ("Gabès", "6000", "قابس"), ("Mahdia", "5100", "المهدية")]
_TN_STREETS = [("Rue Habib Maazoun", "نهج الحبيب معزون"), ("Avenue Majida Boulila", "شارع مجيدة بوليلة"), ("Route de Gremda km 4", "طريق قرمدة كلم 4"),
               ("Rue de Marseille", "نهج مرسيليا"), ("Avenue Habib Bourguiba", "شارع الحبيب بورقيبة")]


def addr_tn_v64(draw: Draw) -> str:
    town, code, town_ar = draw.pick(_TN_PLACES)
    street, street_ar = draw.pick(_TN_STREETS)
    no = draw.rng.randint(1, 120)
    if _arabic(draw):
        return draw.pick([f"{no} {street_ar}، {code} {town_ar}", f"{street_ar} عدد {no}، {town_ar} {code}", f"عدد {no}، {street_ar}، {town_ar}"])
    return draw.pick([f"{no}, {street}, {code} {town}", f"{street} n° {no}\n{code} {town}", f"{no} {street}, {town} {code}"])


def phone_tn_v64(draw: Draw) -> str:
    pre = draw.pick(["2", "5", "9", "9", "2", "4"])
    r = pre + _sub(draw, 7)
    return draw.pick([f"{r[:2]} {r[2:5]} {r[5:]}", f"+216 {r[:2]} {r[2:5]} {r[5:]}", f"+216{r}", f"{r}", f"(+216) {r[:2]} {r[2:5]} {r[5:]}", f"00216 {r[:2]} {r[2:5]} {r[5:]}"])


# ---- Cameroon -----------------------------------------------------------------------------------------------------------
def cni_cm_v64(draw: Draw) -> str:
    """A Cameroonian CNI number: nine digits (the older cards), or the biometric card's 17-character number."""
    return draw.pick([draw.digits(9, True), f"{draw.digits(2, True)} {draw.digits(3)} {draw.digits(4)}", f"{draw.digits(9, True)}", f"1{draw.digits(16)}"])


def iban_cm_v64(draw: Draw) -> str:
    bban = draw.pick(["10001", "10002", "10005", "10029", "10033"]) + draw.digits(5, True) + draw.digits(11, True) + draw.digits(2)
    iban = _iban("CM", bban)
    return draw.pick([iban, _groups(iban), f"{bban[:5]} {bban[5:10]} {bban[10:21]} {bban[21:]}"])


_CM_PLACES = [("Douala", "Akwa"), ("Douala", "Bonapriso"), ("Douala", "Makepe Missoké"), ("Douala", "Ndokotti"), ("Yaoundé", "Bastos"), ("Yaoundé", "Mvog-Ada"),
              ("Bafoussam", "Tamdja"), ("Limbé", "Down Beach")]


def addr_cm_v64(draw: Draw) -> str:
    town, area = draw.pick(_CM_PLACES)
    return draw.pick([f"Quartier {area}, BP {draw.rng.randint(100, 15999)} {town}", f"{area}, rue {draw.rng.randint(1000, 3999)}, {town}",
                      f"Quartier {area}, derrière la pharmacie {draw.pick(['du Carrefour', 'de la Gare', 'Sainte Anne'])}\n{town}", f"BP {draw.rng.randint(100, 9999)}, {town} ({area})"])


def phone_cm_v64(draw: Draw) -> str:
    pre = draw.pick(["67", "69", "65", "68", "62", "69"])
    v = pre + _sub(draw, 7)
    return draw.pick([f"{v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:]}", f"+237 {v[0]} {v[1:3]} {v[3:5]} {v[5:7]} {v[7:]}", f"+237{v}", f"{v[:3]} {v[3:5]} {v[5:7]} {v[7:]}",
                      f"(+237) {v[:3]} {v[3:6]} {v[6:]}", v])


def plate_cm_v64(draw: Draw) -> str:
    return f"{draw.pick(['LT', 'CE', 'OU', 'LT', 'SW'])} {draw.digits(3, True)} {draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"


# ---- Belgium -------------------------------------------------------------------------------------------------------------
def nn_be_v64(draw: Draw) -> str:
    """A Belgian national number: YY.MM.DD-SSS.CC, the serial odd for a man, 97 minus the number mod 97 (a 2 before it in the 2000s)."""
    born, male = _birth(draw), _sex(draw) == "M"
    serial = draw.rng.randrange(1, 997, 2) if male else draw.rng.randrange(2, 999, 2)
    head = f"{born.year % 100:02d}{born.month:02d}{born.day:02d}{serial:03d}"
    base = int(("2" if born.year >= 2000 else "") + head)
    check = 97 - base % 97
    v = f"{head}{check:02d}"
    return draw.pick([f"{v[:2]}.{v[2:4]}.{v[4:6]}-{v[6:9]}.{v[9:]}", v, f"{v[:6]} {v[6:9]} {v[9:]}", f"{v[:2]}.{v[2:4]}.{v[4:6]}-{v[6:9]}.{v[9:]}"])


def iban_be_v64(draw: Draw) -> str:
    body = draw.pick(["001", "063", "068", "210", "310", "363", "735", "751"]) + draw.digits(7)
    check = int(body) % 97 or 97
    iban = _iban("BE", f"{body}{check:02d}")
    return draw.pick([_groups(iban), iban, _groups(iban)])


_BE_PLACES = [("5000", "Namur"), ("5100", "Jambes"), ("5300", "Andenne"), ("4000", "Liège"), ("1050", "Ixelles"), ("6000", "Charleroi"), ("5500", "Dinant"), ("1348", "Louvain-la-Neuve")]
_BE_STREETS = ["Rue de Fer", "Chaussée de Louvain", "Avenue Cardinal Mercier", "Rue des Carmes", "Boulevard d'Herbatte", "Rue Saint-Nicolas", "Place de l'Ange", "Rue Godefroid"]


def addr_be_v64(draw: Draw) -> str:
    code, town = draw.pick(_BE_PLACES)
    street, no = draw.pick(_BE_STREETS), draw.rng.randint(1, 240)
    box = draw.pick(["", "", f" bte {draw.rng.randint(1, 30)}", f"/{draw.rng.randint(1, 12)}"])
    return draw.pick([f"{street} {no}{box}, {code} {town}", f"{street}, {no}{box}\n{code} {town}", f"{street} {no}{box} - {code} {town}", f"{code} {town}, {street} {no}{box}"])


def phone_be_v64(draw: Draw) -> str:
    pre = draw.pick(["470", "471", "472", "473", "475", "476", "477", "478", "479", "485", "486", "494", "496", "497", "498", "499"])
    r = _sub(draw, 6)
    return draw.pick([f"0{pre} {r[:2]} {r[2:4]} {r[4:]}", f"0{pre}/{r[:2]}.{r[2:4]}.{r[4:]}", f"+32 {pre} {r[:2]} {r[2:4]} {r[4:]}", f"+32 (0){pre} {r[:2]} {r[2:4]} {r[4:]}",
                      f"0032 {pre} {r}", f"+32{pre}{r}", f"0{pre}{r}"])


def plate_be_v64(draw: Draw) -> str:
    v = f"{draw.pick(['1', '2'])}-{draw.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-{draw.digits(3)}"
    return draw.pick([v, v, v.replace("-", "")])


# ---- Switzerland ---------------------------------------------------------------------------------------------------------
def ahv_ch_v64(draw: Draw) -> str:
    """A Swiss AHV (AVS) number: 756, nine digits, the EAN-13 check digit."""
    body = "756" + draw.digits(9)
    total = sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(body))
    v = body + str((10 - total % 10) % 10)
    return draw.pick([f"{v[:3]}.{v[3:7]}.{v[7:11]}.{v[11:]}", f"{v[:3]}.{v[3:7]}.{v[7:11]}.{v[11:]}", v, f"{v[:3]} {v[3:7]} {v[7:11]} {v[11:]}"])


def iban_ch_v64(draw: Draw) -> str:
    bban = draw.pick(["00765", "00243", "00767", "80808", "09000", "00235"]) + draw.digits(12)
    iban = _iban("CH", bban)
    return draw.pick([_groups(iban), iban, _groups(iban)])


def card_ch_insurance_v64(draw: Draw) -> str:
    """A Swiss health insurance card number: 80756, the insurer's five digits, ten digits."""
    v = f"80756{draw.pick(['01509', '00032', '00062', '01542', '00008'])}{draw.digits(10)}"
    return draw.pick([v, _groups(v, 5), v])


_CH_PLACES = [("1950", "Sion"), ("1920", "Martigny"), ("3960", "Sierre"), ("1870", "Monthey"), ("1003", "Lausanne"), ("1205", "Genève"), ("2000", "Neuchâtel"), ("1700", "Fribourg")]
_CH_STREETS = ["Rue du Grand-Pont", "Avenue de la Gare", "Rue de Lausanne", "Chemin des Collines", "Rue du Scex", "Avenue de Tourbillon", "Route de Bramois", "Rue des Vergers"]


def addr_ch_v64(draw: Draw) -> str:
    code, town = draw.pick(_CH_PLACES)
    street, no = draw.pick(_CH_STREETS), draw.rng.randint(1, 120)
    return draw.pick([f"{street} {no}, {code} {town}", f"{street} {no}{draw.pick(['', 'a', 'b'])}\n{code} {town}", f"{street} {no}, CH-{code} {town}",
                      f"{street} {no}, case postale {draw.rng.randint(100, 999)}, {code} {town}"])


def phone_ch_v64(draw: Draw) -> str:
    pre = draw.pick(["76", "77", "78", "79", "79"])
    r = _sub(draw, 7)
    return draw.pick([f"0{pre} {r[:3]} {r[3:5]} {r[5:]}", f"+41 {pre} {r[:3]} {r[3:5]} {r[5:]}", f"+41 (0){pre} {r[:3]} {r[3:5]} {r[5:]}", f"0041 {pre} {r[:3]} {r[3:5]} {r[5:]}",
                      f"0{pre}{r}", f"+41{pre}{r}"])


def plate_ch_v64(draw: Draw) -> str:
    v = f"{draw.pick(['VS', 'VD', 'GE', 'FR', 'NE'])} {draw.digits(draw.pick([5, 6]), True)}"
    return draw.pick([v, v, v.replace(" ", "-")])


# ---- passports, personal numbers, addresses and phones by the text's country ------------------------------------------
def passport_v64(draw: Draw) -> str:
    c = _country(draw)
    if c == "SN":
        return draw.pick([f"A0{draw.digits(7, True)}", f"A{draw.digits(8, True)}"])
    if c == "CI":
        return f"{draw.pick(['19', '20', '21', '22', '23'])}{draw.letters(2, 'ABCDEFGHJKLMN')}{draw.digits(5)}"
    if c == "MA":
        return f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(7)}"
    if c == "TN":
        return f"{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(6)}"
    if c == "CM":
        return draw.pick([f"0{draw.digits(7)}", f"AA{draw.digits(6, True)}"])
    if c == "BE":
        return f"{draw.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(6)}"
    if c == "CH":
        return f"{draw.letters(1, 'SXFG')}{draw.digits(7)}"
    return passport_us_v64(draw)


def natid_v64(draw: Draw) -> str:
    return {"SN": cni_sn_v64, "CI": cni_ci_v64, "MA": cin_ma_v64, "TN": cin_tn_v64, "CM": cni_cm_v64, "BE": nn_be_v64, "CH": ahv_ch_v64}.get(_country(draw), ssn_v64)(draw)


def addr_v64(draw: Draw) -> str:
    return {"SN": addr_sn_v64, "CI": addr_ci_v64, "MA": addr_ma_v64, "TN": addr_tn_v64, "CM": addr_cm_v64, "BE": addr_be_v64, "CH": addr_ch_v64}.get(
        _country(draw), addr_id_v64)(draw)


def phone_v64(draw: Draw) -> str:
    return {"SN": phone_sn_v64, "CI": phone_ci_v64, "MA": phone_ma_v64, "TN": phone_tn_v64, "CM": phone_cm_v64, "BE": phone_be_v64, "CH": phone_ch_v64}.get(
        _country(draw), phone_id_v64)(draw)


# ---- cards, e-mail, IP, URLs -----------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str, length: int = 16) -> str:
    body = prefix + draw.digits(length - 1 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([_groups(v), _groups(v), v, "-".join(v[i:i + 4] for i in range(0, len(v), 4))])


def visa_v64(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v64(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def cb_v64(draw: Draw) -> str:
    """A Carte Bancaire (co-branded Visa or Mastercard, the French banks' 4970/4973/5132 ranges)."""
    return _card(draw, draw.pick(["4970", "4973", "4974", "5132", "5137"]))


def card_v64(draw: Draw) -> str:
    return draw.pick([visa_v64, visa_v64, mastercard_v64])(draw)


def card_fr_v64(draw: Draw) -> str:
    return draw.pick([visa_v64, mastercard_v64, cb_v64])(draw)


_DOMAINS = {"US": ["gmail.com", "yahoo.com", "cableone.net", "outlook.com", "icloud.com", "q.com"], "SN": ["orange.sn", "gmail.com", "yahoo.fr"],
            "CI": ["gmail.com", "yahoo.fr", "aviso.ci"], "MA": ["gmail.com", "menara.ma", "hotmail.fr"], "TN": ["gmail.com", "topnet.tn", "yahoo.fr"],
            "CM": ["yahoo.fr", "gmail.com", "camtel.cm"], "BE": ["skynet.be", "gmail.com", "telenet.be", "proximus.be"], "CH": ["bluewin.ch", "gmail.com", "sunrise.ch"]}


def _local(draw: Draw) -> str:
    if "_roman" not in draw.cache:
        first = "".join(ch for ch in _ascii(str(draw.cache.get("_first_lat", draw.fill("first")))).lower() if "a" <= ch <= "z") or "patient"
        last = "".join(ch for ch in _ascii(str(draw.cache.get("_last_lat", draw.fill("last")))).lower() if "a" <= ch <= "z") or "family"
        draw.cache["_roman"] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                          f"{last}{first[0]}{draw.rng.randint(50, 99)}"])
    return draw.cache["_roman"]


def email_v64(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.2:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.28:
        return f"{local} (at) {domain}"
    if style < 0.33:
        return f"{local}@{domain.replace('.', '[.]')}"
    return f"{local}@{domain}"


def email_plain_v64(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


_IP4 = [(24, 116, 121), (24, 117, 117), (67, 61, 61), (75, 174, 174), (98, 97, 97), (174, 126, 126)]
_IP6 = ["2605:a601", "2601:681", "2600:1700"]


def ip_v64(draw: Draw) -> str:
    """A public address of a home connection (never private, shared, documentation or loopback)."""
    while True:
        if draw.rng.random() < 0.25:
            prefix = draw.pick(_IP6)
            groups = ":".join(f"{draw.rng.randint(0x100, 0xffff):x}" for _ in range(8 - prefix.count(":") - 1))
            value = f"{prefix}:{groups}"
        else:
            first, low, high = draw.pick(_IP4)
            value = f"{first}.{draw.rng.randint(low, high)}.{draw.rng.randint(0, 254)}.{draw.rng.randint(1, 254)}"
        if ipaddress.ip_address(value).is_global:
            return value


def _slug(draw: Draw, sep: str = "-") -> str:
    local = _local(draw)
    for ch in "._0123456789":
        local = local.replace(ch, sep if ch in "._" else "")
    return local.strip(sep) or "family"


def url_v64(draw: Draw) -> str:
    """A page about the person: a fundraiser, a profile, a blog."""
    return draw.pick([f"https://www.gofundme.com/f/{_slug(draw)}-heart-surgery-fund", f"https://www.facebook.com/{_slug(draw, '.')}",
                      f"https://www.caringbridge.org/site/{_slug(draw)}", f"https://www.instagram.com/{_slug(draw, '_')}/", f"https://{_slug(draw)}.blogspot.com"])


def url_memorial_v64(draw: Draw) -> str:
    """A page about a person who died: an obituary, a memorial fund."""
    return draw.pick([f"https://www.legacy.com/us/obituaries/idahostatesman/name/{_slug(draw)}-obituary", f"https://www.gofundme.com/f/in-memory-of-{_slug(draw)}",
                      f"https://www.facebook.com/groups/remembering.{_slug(draw, '.')}", f"https://www.inmemori.com/{_slug(draw)}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v64": dob_v64, "dob_elder_v64": dob_elder_v64, "dob_iso_v64": dob_iso_v64, "dob_compact_v64": dob_compact_v64, "dob_other_v64": dob_other_v64,
    "dod_v64": dod_v64, "age_elder_v64": age_elder_v64, "age_at_death_v64": age_at_death_v64, "age_v64": age_v64,
    "ssn_v64": ssn_v64, "ssn_plain_v64": ssn_plain_v64, "mbi_v64": mbi_v64, "mbi_plain_v64": mbi_plain_v64, "member_us_v64": member_us_v64,
    "member_plain_v64": member_plain_v64, "mrn_v64": mrn_v64, "mrn_plain_v64": mrn_plain_v64, "dl_id_v64": dl_id_v64, "plate_id_v64": plate_id_v64,
    "addr_id_v64": addr_id_v64, "addr_hl7_v64": addr_hl7_v64, "addr_fhir_v64": addr_fhir_v64, "addr_x12_v64": addr_x12_v64, "addr_csv_v64": addr_csv_v64,
    "phone_id_v64": phone_id_v64, "phone_e164_v64": phone_e164_v64, "phone_hl7_v64": phone_hl7_v64, "serial_v64": serial_v64,
    "cni_sn_v64": cni_sn_v64, "iban_sn_v64": iban_sn_v64, "addr_sn_v64": addr_sn_v64, "phone_sn_v64": phone_sn_v64, "plate_sn_v64": plate_sn_v64,
    "cni_ci_v64": cni_ci_v64, "iban_ci_v64": iban_ci_v64, "addr_ci_v64": addr_ci_v64, "phone_ci_v64": phone_ci_v64,
    "cin_ma_v64": cin_ma_v64, "iban_ma_v64": iban_ma_v64, "addr_ma_v64": addr_ma_v64, "phone_ma_v64": phone_ma_v64, "plate_ma_v64": plate_ma_v64,
    "cin_tn_v64": cin_tn_v64, "iban_tn_v64": iban_tn_v64, "addr_tn_v64": addr_tn_v64, "phone_tn_v64": phone_tn_v64,
    "cni_cm_v64": cni_cm_v64, "iban_cm_v64": iban_cm_v64, "addr_cm_v64": addr_cm_v64, "phone_cm_v64": phone_cm_v64, "plate_cm_v64": plate_cm_v64,
    "nn_be_v64": nn_be_v64, "iban_be_v64": iban_be_v64, "addr_be_v64": addr_be_v64, "phone_be_v64": phone_be_v64, "plate_be_v64": plate_be_v64,
    "ahv_ch_v64": ahv_ch_v64, "iban_ch_v64": iban_ch_v64, "card_ch_insurance_v64": card_ch_insurance_v64, "addr_ch_v64": addr_ch_v64, "phone_ch_v64": phone_ch_v64,
    "plate_ch_v64": plate_ch_v64,
    "passport_v64": passport_v64, "natid_v64": natid_v64, "addr_v64": addr_v64, "phone_v64": phone_v64,
    "visa_v64": visa_v64, "mastercard_v64": mastercard_v64, "cb_v64": cb_v64, "card_v64": card_v64, "card_fr_v64": card_fr_v64,
    "email_v64": email_v64, "email_plain_v64": email_plain_v64, "ip_v64": ip_v64, "url_v64": url_v64, "url_memorial_v64": url_memorial_v64,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
    "email_obf": blind.email_obf,  # the first set's printing
}


# ---- the organisations' own printed identifiers ---------------------------------------------------------------------
SN_NINEA = "006464646 2G3"
CI_RCCM = "CI-BKE-2019-B-6464"
MA_ICE = "002646464000064"
TN_MF = "1646464/A/M/000"
CM_NIU = "M016464646464A"
BE_BCE = "0646.464.616"
CH_IDE = "CHE-164.646.464"

# ---- fillers of the identifier-free texts ---------------------------------------------------------------------------
STAFF = ("Dr. Leontyne Abernathy-Sato, MD, FACC", "Dr. Casimir Wendelboe, MD, FHRS", "Marisol Etchegaray-Fenn, RN, CCDS", "Dr. Anselm Toivonen-Reyes, MD (neurology)",
         "Philippa Okafor-Brandt, RPSGT", "Thaddeus Quarrington, R. EEG T.", "Ingrid Solvang-Mbeki, MS, ACSM-CEP", "Dr. Ottoline Vasquez-Hart, MD, stroke medical director")
_REHAB_STAFF = ["I. Solvang-Mbeki (exercise physiologist)", "R. Daubenspeck, RN", "C. Oyelowo-Brandt, RD (dietitian)", "M. Ferreira-Laine, RN", "T. Haldane, PT"]

_REHAB_CLASSES = [("Phase II monitored exercise", "Mon/Wed/Fri", "07:00"), ("Phase II monitored exercise", "Mon/Wed/Fri", "10:30"), ("Phase III maintenance", "Tue/Thu", "06:30"),
                  ("Heart-healthy cooking demo", "Thu", "12:00"), ("Stress and sleep workshop", "Wed", "16:00"), ("Medication review group", "Tue", "13:30"),
                  ("Resistance training intro", "Fri", "14:00"), ("Pulmonary-cardiac combined", "Mon/Thu", "09:00"), ("Spanish-language class", "Tue/Thu", "17:30")]


def _rehab_row(d: Draw) -> str:
    name, days, start = d.pick(_REHAB_CLASSES)
    return f"{name} | {days} | {start} | {d.pick(['Gym A', 'Gym B', 'Classroom 2', 'Teaching kitchen'])} | {d.rng.randint(6, 16)} places | {d.pick(_REHAB_STAFF)}"


def _rehab_csv_row(d: Draw) -> str:
    name, days, start = d.pick(_REHAB_CLASSES)
    return f"\"{name}\",{days.replace('/', ';')},{start},{d.rng.randint(45, 90)},{d.rng.randint(6, 16)},{d.rng.randint(0, 9)},{d.pick(['ECG telemetry', 'none', 'pulse oximetry'])}"


def _rehab_json_row(d: Draw) -> str:
    name, days, start = d.pick(_REHAB_CLASSES)
    return f"{{\"class\": \"{name}\", \"days\": \"{days}\", \"start\": \"{start}\", \"minutes\": {d.rng.randint(45, 90)}, \"capacity\": {d.rng.randint(6, 16)}, \"telemetry\": {d.pick(['true', 'false'])}}}"


_QUARTERS = ["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025", "Q1 2026"]
_STROKE_SITES = ["Twin Falls (comprehensive)", "Burley (telestroke)", "Jerome (telestroke)", "Gooding (telestroke)", "Boise spoke (primary)", "Mountain Home (telestroke)"]


def _stroke_row(d: Draw) -> str:
    return (f"{d.pick(_STROKE_SITES)} | {d.rng.randint(4, 48)} | {d.rng.randint(24, 71)} min | {d.rng.randint(60, 98)}% | {d.rng.randint(55, 140)} min | "
            f"{d.rng.randint(80, 100)}%")


def _stroke_csv_row(d: Draw) -> str:
    return (f"\"{d.pick(_STROKE_SITES)}\",{d.pick(_QUARTERS)},{d.rng.randint(4, 48)},{d.rng.randint(24, 71)},{d.rng.randint(55, 140)},{d.rng.randint(60, 98)},"
            f"{d.rng.randint(80, 100)},{d.rng.randint(0, 3)}")


def _stroke_xml_row(d: Draw) -> str:
    return (f"  <indicator code=\"{d.pick(['STK-4', 'STK-1', 'STK-2', 'STK-3', 'STK-5', 'STK-6', 'STK-10', 'DTN60', 'DTG90'])}\" site=\"{d.pick(_STROKE_SITES)}\" "
            f"numerator=\"{d.rng.randint(3, 40)}\" denominator=\"{d.rng.randint(41, 60)}\" period=\"{d.pick(_QUARTERS)}\"/>")


_DEVICE_MODELS = [("Azure XT DR MRI", "W1DR01", "pacemaker"), ("Percepta Quad CRT-P MRI", "W4TR04", "CRT-P"), ("Cobalt XT HF CRT-D", "DTPA2D4", "CRT-D"),
                  ("Accolade MRI DR", "L331", "pacemaker"), ("Resonate EL ICD", "D433", "ICD"), ("Assurity MRI", "PM2272", "pacemaker"), ("Gallant VR", "CDVRA500Q", "ICD"),
                  ("Edora 8 DR-T", "407145", "pacemaker"), ("Reveal LINQ II", "LNQ22", "loop recorder"), ("Micra AV2", "MC2AVR1", "leadless pacemaker")]


def _device_clinic_row(d: Draw) -> str:
    model, code, kind = d.pick(_DEVICE_MODELS)
    return f"{d.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} {d.pick(['08:00-12:00', '13:00-16:30', '07:30-11:30'])} | {kind} checks | {model} ({code}) programmer | {d.pick(['Room 3', 'Room 4', 'Device lab', 'Telehealth'])}"


def _advisory_row(d: Draw) -> str:
    model, code, kind = d.pick(_DEVICE_MODELS)
    return (f"{model},{code},{kind},LOT {d.letters(1, 'ABCDEFGHJKLMN')}{d.rng.randint(1000, 9899)},{d.rng.randint(2021, 2024)}-{d.rng.randint(1, 12):02d},"
            f"{d.pick(['battery depletion alert', 'firmware update 2.3', 'no action, monitor', 'ERI earlier than labelled'])},{d.rng.randint(0, 41)}")


def _mfn_device(d: Draw) -> str:
    model, code, kind = d.pick(_DEVICE_MODELS)
    return f"MFE|MAD|{d.digits(6, True)}|{d.fill('hl7_ts')}|{code}^{model.upper()}^MDL\nZDV|{kind.upper()}|MRI-CONDITIONAL:{d.pick(['Y', 'N'])}|REMOTE:{d.pick(['Y', 'Y', 'N'])}"


_EEG_EQUIPMENT = [("EEG amplifier 32-ch", "Nihon Kohden EEG-1200", "impedance check and calibration square wave 50 µV"),
                  ("EEG amplifier 64-ch", "Natus Quantum", "calibration 100 µV, noise < 2 µV p-p"), ("Photic stimulator", "Grass PS22", "flash rate 1-30 Hz verified"),
                  ("PSG recorder bed 1", "Compumedics Grael", "biocalibration and channel check"), ("PSG recorder bed 2", "Compumedics Grael", "biocalibration and channel check"),
                  ("CPAP titration unit", "ResMed AirSense 11", "pressure check 4-20 cm H2O"), ("Oximeter module", "Masimo Radical-7", "SpO2 simulator test 70/85/97%"),
                  ("Video camera bed 3", "Axis IR", "IR illumination and sync check"), ("Home sleep test kits", "WatchPAT One", "lot acceptance, 20 units")]


def _eeg_row(d: Draw) -> str:
    what, model, check = d.pick(_EEG_EQUIPMENT)
    return f"{what} | {model} | {check} | {d.pick(['pass', 'pass', 'pass', 'pass after re-test'])} | {d.pick(['T. Quarrington', 'P. Okafor-Brandt', 'biomed: K. Ueda-Fairbanks'])}"


def _eeg_csv_row(d: Draw) -> str:
    what, model, _ = d.pick(_EEG_EQUIPMENT)
    return f"\"{what}\",\"{model}\",{d.fill('eff_iso')},{d.pick(['PASS', 'PASS', 'FAIL-RETEST-PASS'])},{d.rng.randint(1, 12)},BM-{d.rng.randint(1000, 9899)}"


def _eeg_xml_row(d: Draw) -> str:
    what, model, check = d.pick(_EEG_EQUIPMENT)
    return f"  <check item=\"{what}\" asset=\"BM-{d.rng.randint(1000, 9899)}\" model=\"{model}\" test=\"{check}\" result=\"{d.pick(['pass', 'pass', 'retest'])}\"/>"


_NEURO_CLINICS = ["General neurology", "Epilepsy clinic", "Headache clinic", "Movement disorders", "Memory clinic", "Neuromuscular/EMG", "Sleep medicine", "MS clinic"]


def _wait_row(d: Draw) -> str:
    med = d.rng.randint(9, 140)
    return f"{d.pick(_NEURO_CLINICS)} | {med} days | {med + d.rng.randint(10, 90)} days | {d.rng.randint(12, 340)} referrals | {d.rng.randint(40, 97)}% within target"


def _wait_csv_row(d: Draw) -> str:
    med = d.rng.randint(9, 140)
    return f"\"{d.pick(_NEURO_CLINICS)}\",{d.pick(_QUARTERS)},{d.rng.randint(12, 340)},{med},{med + d.rng.randint(10, 90)},{d.rng.randint(0, 30)}"


def _wait_json_row(d: Draw) -> str:
    med = d.rng.randint(9, 140)
    return f"{{\"clinic\": \"{d.pick(_NEURO_CLINICS)}\", \"medianDays\": {med}, \"p90Days\": {med + d.rng.randint(10, 90)}, \"newReferrals\": {d.rng.randint(12, 340)}}}"


_CATH = [("Diagnostic left heart catheterization", "93458", "4,850"), ("Right and left heart catheterization", "93460", "6,120"), ("PCI, single vessel, drug-eluting stent", "92928", "18,400"),
         ("Fractional flow reserve add-on", "93571", "1,950"), ("Intravascular ultrasound add-on", "92978", "2,240"), ("Dual-chamber pacemaker implant", "33208", "24,900"),
         ("ICD implant, single chamber", "33249", "39,750"), ("Loop recorder insertion", "33285", "7,300"), ("Electrophysiology study", "93620", "9,860"),
         ("AF ablation", "93656", "42,300"), ("TEE-guided cardioversion", "92960", "2,780")]


def _cath_row(d: Draw) -> str:
    name, cpt, price = d.pick(_CATH)
    return f"{name} | CPT {cpt} | ${price} | cash price ${int(price.replace(',', '')) * d.rng.randint(55, 70) // 100:,}"


def _cath_csv_row(d: Draw) -> str:
    name, cpt, price = d.pick(_CATH)
    return f"\"{name}\",{cpt},{price.replace(',', '')},{int(price.replace(',', '')) * d.rng.randint(55, 70) // 100},{d.pick(['DRG 247', 'DRG 246', 'outpatient', 'DRG 227'])}"


def _cath_xml_row(d: Draw) -> str:
    name, cpt, price = d.pick(_CATH)
    return f"  <item cpt=\"{cpt}\" description=\"{name}\" gross=\"{price.replace(',', '')}.00\" discountedCash=\"{int(price.replace(',', '')) * d.rng.randint(55, 70) // 100}.00\"/>"


def _cath_json_row(d: Draw) -> str:
    name, cpt, price = d.pick(_CATH)
    return f"{{\"code\": \"{cpt}\", \"codeType\": \"CPT\", \"description\": \"{name}\", \"grossCharge\": {price.replace(',', '')}, \"payerId\": \"{PLAN_PAYER_ID}\"}}"


def _batch_csv_row(d: Draw) -> str:
    n = d.rng.randint(12, 400)
    return (f"{d.pick(['837I', '837P', '837I'])},B{d.rng.randint(6401, 6799)},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 400, n * 9000)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 8)},{d.pick(['accepted', 'accepted', 'partial', 'rejected 999'])}")


# per-locale tables of the notices abroad
_BE_REHAB_ROWS = [("Lundi", "9h00 - 10h30", "Réentraînement à l'effort"), ("Mardi", "14h00 - 15h30", "Atelier diététique"), ("Mercredi", "9h00 - 10h30", "Réentraînement à l'effort"),
                  ("Jeudi", "16h00 - 17h00", "Gestion du stress"), ("Vendredi", "9h00 - 10h30", "Réentraînement à l'effort"), ("Jeudi", "10h00 - 11h00", "Aquagym cardiaque")]
_CH_DEVICE_ROWS = [("Lundi", "8h00 - 12h00", "Contrôles stimulateurs"), ("Mardi", "13h30 - 17h00", "Contrôles défibrillateurs"), ("Mercredi", "8h00 - 11h30", "Télésurveillance (revue)"),
                   ("Jeudi", "13h30 - 16h30", "Holter implantables"), ("Vendredi", "8h00 - 12h00", "Contrôles avant IRM")]
_CM_EEG_ROWS = [("Amplificateur EEG 21 voies", "étalonnage 50 µV", "conforme"), ("Stimulateur lumineux", "fréquences 1-30 Hz", "conforme"),
                ("Électrodes cupules (lot)", "impédance < 5 kΩ", "conforme"), ("Polygraphe ventilatoire", "contrôle débit et SpO2", "conforme après réglage"),
                ("Onduleur salle EEG", "autonomie 20 min", "conforme")]
_CI_WAIT_ROWS = [("Neurologie générale", "46", "112"), ("Épilepsie", "38", "90"), ("Céphalées", "27", "64"), ("Neuropédiatrie", "55", "131"), ("EEG programmé", "19", "48")]
_BE_CATH_ROWS = [("Coronarographie diagnostique", "1 180,00"), ("Angioplastie avec un stent actif", "3 450,00"), ("Implantation d'un stimulateur double chambre", "6 900,00"),
                 ("Étude électrophysiologique", "1 640,00"), ("Holter implantable", "2 150,00")]
_TN_CATH_ROWS = [("قسطرة تشخيصية للشرايين التاجية", "1 450"), ("توسيع الشريان مع دعامة", "6 800"), ("زرع منظم ضربات القلب ثنائي الحجرة", "9 900"),
                 ("دراسة كهروفيزيولوجية", "2 300"), ("تخطيط صدى القلب عبر المريء", "380")]


def _be_rehab(d: Draw) -> str:
    day, hours, what = d.pick(_BE_REHAB_ROWS)
    return f"{day} | {hours} | {what} | {d.rng.randint(6, 14)} places"


def _ch_device(d: Draw) -> str:
    day, hours, what = d.pick(_CH_DEVICE_ROWS)
    return f"{day} | {hours} | {what} | {d.pick(['salle 2', 'salle 3', 'bureau infirmier'])}"


def _cm_eeg(d: Draw) -> str:
    item, test, result = d.pick(_CM_EEG_ROWS)
    return f"{item} | {test} | {result} | visa {d.pick(['tech. E. Ngo Mbem', 'ing. biomédical R. Tchinda'])}"


def _ci_wait(d: Draw) -> str:
    clinic, med, p90 = d.pick(_CI_WAIT_ROWS)
    return f"{clinic} | {med} jours | {p90} jours | {d.rng.randint(20, 260)} demandes"


def _be_cath(d: Draw) -> str:
    item, price = d.pick(_BE_CATH_ROWS)
    return f"{item} | {price} EUR | {d.pick(['ticket modérateur inclus', 'hors supplément chambre', 'forfait hôpital de jour'])}"


def _tn_cath(d: Draw) -> str:
    item, price = d.pick(_TN_CATH_ROWS)
    return f"{item} | {price} دينار | {d.pick(['يشمل الإقامة ليوم واحد', 'دون احتساب الدعامة', 'بالتعاقد مع الصندوق الوطني للتأمين على المرض'])}"


def _doc_date(lang: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 in a language."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if lang == "fr":
            return f"{_fr_day(dd)} {FR_MONTHS[m - 1]} {y}"
        if lang == "ma":
            return f"{dd} {MA_MONTHS[m - 1]} {y}"
        if lang == "tn":
            return f"{dd} {TN_MONTHS[m - 1]} {y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_OWN = {
    "institute": INSTITUTE, "neuro": NEURO, "stroke_net": STROKE_NET, "rehab": REHAB, "plan": PLAN, "sn_partner": SN_PARTNER, "ci_partner": CI_PARTNER,
    "ma_partner": MA_PARTNER, "ma_partner_ar": MA_PARTNER_AR, "tn_partner": TN_PARTNER, "tn_partner_ar": TN_PARTNER_AR, "cm_partner": CM_PARTNER,
    "be_partner": BE_PARTNER, "ch_partner": CH_PARTNER,
    "in_phone": ORGANISATION_CONTACTS[0], "in_fax": ORGANISATION_CONTACTS[1], "in_addr": ORGANISATION_CONTACTS[2], "in_email": ORGANISATION_CONTACTS[3],
    "in_web": ORGANISATION_CONTACTS[4], "dc_phone": ORGANISATION_CONTACTS[5], "dc_email": ORGANISATION_CONTACTS[6], "ne_phone": ORGANISATION_CONTACTS[7],
    "ne_addr": ORGANISATION_CONTACTS[8], "ne_email": ORGANISATION_CONTACTS[9], "st_phone": ORGANISATION_CONTACTS[10], "st_addr": ORGANISATION_CONTACTS[11],
    "st_email": ORGANISATION_CONTACTS[12], "st_web": ORGANISATION_CONTACTS[13], "re_phone": ORGANISATION_CONTACTS[14], "re_addr": ORGANISATION_CONTACTS[15],
    "re_email": ORGANISATION_CONTACTS[16], "plan_phone": ORGANISATION_CONTACTS[17],
    "sn_phone_intl": ORGANISATION_CONTACTS[18], "sn_phone": ORGANISATION_CONTACTS[19], "sn_email": ORGANISATION_CONTACTS[20],
    "ci_phone_intl": ORGANISATION_CONTACTS[21], "ci_phone": ORGANISATION_CONTACTS[22], "ci_email": ORGANISATION_CONTACTS[23],
    "ma_phone_intl": ORGANISATION_CONTACTS[24], "ma_phone": ORGANISATION_CONTACTS[25], "ma_email": ORGANISATION_CONTACTS[26],
    "tn_phone_intl": ORGANISATION_CONTACTS[27], "tn_phone": ORGANISATION_CONTACTS[28], "tn_email": ORGANISATION_CONTACTS[29],
    "cm_phone_intl": ORGANISATION_CONTACTS[30], "cm_phone": ORGANISATION_CONTACTS[31], "cm_email": ORGANISATION_CONTACTS[32],
    "be_phone_intl": ORGANISATION_CONTACTS[33], "be_phone": ORGANISATION_CONTACTS[34], "be_email": ORGANISATION_CONTACTS[35],
    "ch_phone_intl": ORGANISATION_CONTACTS[36], "ch_phone": ORGANISATION_CONTACTS[37], "ch_email": ORGANISATION_CONTACTS[38],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN,
    "sn_ninea": SN_NINEA, "ci_rccm": CI_RCCM, "ma_ice": MA_ICE, "tn_mf": TN_MF, "cm_niu": CM_NIU, "be_bce": BE_BCE, "ch_ide": CH_IDE,
    "own_cardiologist": STAFF[0], "own_ep": STAFF[1], "own_device_rn": STAFF[2], "own_neurologist": STAFF[3], "own_rpsgt": STAFF[4], "own_eeg_tech": STAFF[5],
    "own_physiologist": STAFF[6], "own_stroke_director": STAFF[7],
    "sn_director": "Dr Mame Diarra Ndoye-Sène, cardiologue", "ci_director": "Pr Ahou Clémence Konan-Bédié, cardiologue", "ma_director": "Dr Nawal Skalli-Bennis",
    "ma_director_ar": "الدكتورة نوال السقلي بنيس", "tn_director": "Dr Zeineb Fourati-Kammoun", "tn_director_ar": "الدكتورة زينب الفوراتي قمون",
    "cm_director": "Dr Bertille Ewane-Mbock, neurologue", "be_director": "Dr Géraldine Lambotte-Van Cauwenberghe", "ch_director": "Dr Aurèle Rey-Bellet-Fournier, FMH cardiologie",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "rehab_table": _table(_rehab_row, 6), "rehab_csv": _rows(_rehab_csv_row, 6, 22), "rehab_json": _rows(_rehab_json_row, 4, 50, ", "),
    "stroke_table": _table(_stroke_row, 5), "stroke_csv": _rows(_stroke_csv_row, 6, 30), "stroke_xml": _rows(_stroke_xml_row, 5, 60),
    "device_table": _table(_device_clinic_row, 5), "advisory_csv": _rows(_advisory_row, 5, 20), "mfn_devices": _rows(_mfn_device, 4, 60),
    "eeg_table": _table(_eeg_row, 6), "eeg_csv": _rows(_eeg_csv_row, 6, 18), "eeg_xml": _rows(_eeg_xml_row, 5, 32),
    "wait_table": _table(_wait_row, 6), "wait_csv": _rows(_wait_csv_row, 7, 22), "wait_json": _rows(_wait_json_row, 5, 30, ", "),
    "cath_table": _table(_cath_row, 6), "cath_csv": _rows(_cath_csv_row, 7, 30), "cath_xml": _rows(_cath_xml_row, 6, 40), "cath_json": _rows(_cath_json_row, 4, 40, ", "),
    "batch_csv": _rows(_batch_csv_row, 5, 20),
    "be_rehab_table": _table(_be_rehab, 4), "ch_device_table": _table(_ch_device, 4), "cm_eeg_table": _table(_cm_eeg, 4), "ci_wait_table": _table(_ci_wait, 4),
    "be_cath_table": _table(_be_cath, 4), "tn_cath_table": _table(_tn_cath, 4),
    "en_date": _doc_date("en"), "fr_date": _doc_date("fr"), "ma_date": _doc_date("ma"), "tn_date": _doc_date("tn"),
    "rehab_staff": lambda d: d.pick(_REHAB_STAFF),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt2": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(120, 1400)),
    "pct_hi": lambda d: f"{d.rng.randint(88, 99)}.{d.rng.randint(0, 9)}", "pct_lo": lambda d: f"{d.rng.randint(60, 87)}.{d.rng.randint(0, 9)}",
    "pct_fr": lambda d: f"{d.rng.randint(60, 98)},{d.rng.randint(0, 9)}",
    "dtn": lambda d: str(d.rng.randint(24, 58)), "dtn_old": lambda d: str(d.rng.randint(59, 84)), "dtg": lambda d: str(d.rng.randint(62, 118)),
    "version": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}",
    "model_lot": lambda d: f"LOT {d.letters(1, 'ABCDEFGHJKLMN')}{d.rng.randint(1000, 9899)}",
    "model_pick": lambda d: d.pick([f"{m} ({c})" for m, c, _ in _DEVICE_MODELS]),
    "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "fhir_den": lambda d: str(d.rng.randint(60, 420)), "fhir_num": lambda d: str(d.rng.randint(40, 59)), "score": lambda d: f"0.{d.rng.randint(70, 97)}",
    "hours": lambda d: str(d.rng.randint(3, 30)), "beds": lambda d: str(d.rng.randint(8, 32)), "weeks": lambda d: str(d.rng.randint(2, 14)), "sessions": lambda d: str(d.rng.choice([24, 36, 36, 18])),
}

US = ("en_US",)
SN = ("fr_SN",)
CI = ("fr_CI",)
MA_FR = ("fr_MA",)
MA_AR = ("ar_MA",)
TN_FR = ("fr_TN",)
TN_AR = ("ar_TN",)
CM = ("fr_CM",)
BE = ("fr_BE",)
CH = ("fr_CH",)
OTHER_LOCALES = SN + CI + MA_FR + MA_AR + TN_FR + TN_AR + CM + BE + CH
AFRICA_FR = ("fr_SN", "fr_CI", "fr_CM")

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- cardiac-rehabilitation class timetables
    ("b64c_rehab_table", "cardiac_rehab_timetable", US,
     "{rehab} - CLASS TIMETABLE, effective {en_date}\nClass | Days | Start | Room | Places | Lead\n{rehab_table}\n"
     "Phase II covers {sessions} sessions over 12 weeks; bring your exercise log and a water bottle. Cancellations: {re_phone}. Medical director: {own_cardiologist}."),
    ("b64c_rehab_csv", "csv_export", US,
     "class,days,start,minutes,capacity,waitlist,monitoring\n{rehab_csv}\n# {rehab} timetable export {iso_ts}; classes and places only"),
    ("b64c_rehab_json", "json_export", US,
     "{\"publisher\": \"{rehab}\", \"address\": \"{re_addr}\", \"generated\": \"{iso_ts}\", \"classes\": [{rehab_json}], \"contact\": \"{re_email}\"}"),
    ("b64c_rehab_memo", "cardiac_rehab_timetable", US,
     "MEMO\nTo: cardiac rehab staff\nFrom: {own_physiologist}\nDate: {en_date}\nRe: schedule change\nFrom {dos} the 07:00 Phase II class moves to ((06:45||07:15)) and the "
     "Thursday cooking demo moves to the teaching kitchen. Average attendance last quarter was {cnt} per class; completion of 36 sessions rose to {pct_hi}%. "
     "Snow closures are posted at {re_phone} by 05:30."),
    ("b64c_rehab_be", "cardiac_rehab_timetable", BE,
     "{be_partner}\nHORAIRE DES SÉANCES DE RÉADAPTATION CARDIAQUE (à partir du {fr_date})\nJour | Heure | Activité | Places\n{be_rehab_table}\n"
     "Le programme compte 45 séances remboursées par la mutualité sur prescription du cardiologue. Renseignements : {be_phone} ou {be_email}. N° d'entreprise {be_bce}."),
    # ---- stroke-unit quality indicators
    ("b64c_stroke_table", "stroke_quality_indicators", US,
     "{stroke_net} - STROKE QUALITY DASHBOARD, {quarter}\nSite | IV thrombolysis cases | Median door-to-needle | DTN <= 60 min | Median door-to-groin | Dysphagia screen before oral intake\n"
     "{stroke_table}\nAggregate counts only; cases are reviewed individually at the monthly stroke committee. Prepared by {own_stroke_director}."),
    ("b64c_stroke_csv", "csv_export", US,
     "site,quarter,ivt_cases,median_dtn_min,median_dtg_min,pct_dtn_60,pct_dysphagia_screen,sich_cases\n{stroke_csv}\n# {stroke_net} quality export {iso_ts}"),
    ("b64c_stroke_fhir", "stroke_quality_indicators", US,
     "{\"resourceType\": \"MeasureReport\", \"id\": \"{guid}\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"{st_web}/Measure/door-to-needle-60\", "
     "\"date\": \"{eff_iso}\", \"reporter\": {\"display\": \"{stroke_net}\"}, \"period\": {\"start\": \"2025-07-01\", \"end\": \"2025-12-31\"}, \"group\": [{\"population\": "
     "[{\"code\": {\"text\": \"denominator\"}, \"count\": {fhir_den}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {fhir_num}}], \"measureScore\": {\"value\": {score}}}]}"),
    ("b64c_stroke_narrative", "stroke_quality_indicators", US,
     "Stroke program update ({en_date}). In {quarter} the network's median door-to-needle time fell to {dtn} minutes from {dtn_old} a year earlier, and the median door-to-groin "
     "time for thrombectomy transfers was {dtg} minutes. Telestroke consults answered within 10 minutes: {pct_hi}%. Symptomatic hemorrhage after thrombolysis stayed under 4%. "
     "The next mock code with EMS crews is on {dos}. Questions: {st_email}. - {own_stroke_director}"),
    ("b64c_stroke_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<strokeIndicators network=\"{stroke_net}\" generated=\"{iso_ts}\" program=\"Get With The Guidelines\">\n{stroke_xml}\n"
     "  <contact phone=\"{st_phone}\" email=\"{st_email}\"/>\n</strokeIndicators>"),
    # ---- device clinic schedules and manufacturer advisories
    ("b64c_device_schedule", "device_clinic_schedule", US,
     "{institute} DEVICE CLINIC - WEEKLY TEMPLATE ({en_date})\nDay and hours | Checks | Programmer | Room\n{device_table}\n"
     "Remote transmissions are reviewed within 2 business days; red alerts the same day. Scheduling: {dc_phone}. Device nurse lead: {own_device_rn}."),
    ("b64c_advisory_letter", "device_advisory", US,
     "PHYSICIAN ADVISORY NOTICE - summary for the device clinic ({en_date})\nThe manufacturer has informed us of a ((premature battery depletion||firmware||header seal)) issue in "
     "{model_pick}, devices built between ((March and August 2022||January and June 2023)), {model_lot} and adjacent lots. Estimated rate: 0.{small_digit}% at 5 years. "
     "Recommended action: ((no prophylactic replacement; enable the remote battery alert||install the firmware update at the next in-person check)). Our clinic follows {cnt} "
     "devices from the affected lots; each follow-up is booked through the clinic. Questions: {dc_email}. Electrophysiology: {own_ep}."),
    ("b64c_advisory_csv", "device_advisory", US,
     "model,model_code,type,lot,build_month,action,devices_followed_here\n{advisory_csv}\n# {institute} device clinic advisory tracker {iso_ts}; lots and counts, no patient rows"),
    ("b64c_advisory_json", "json_export", US,
     "{\"advisory\": \"{model_pick}\", \"issued\": \"{eff_iso}\", \"lots\": [\"{model_lot}\"], \"risk\": \"0.{small_digit}% at 60 months\", \"action\": \"remote monitoring alert on; "
     "in-clinic check within ((3||6)) months\", \"clinic\": \"{institute}\", \"contact\": \"{dc_phone}\"}"),
    ("b64c_device_mfn", "hl7_export", US,
     "MSH|^~\\&|DEVREG|SRHVI|EHR|SRHVI|{hl7_ts}||MFN^M01^MFN_M01|{ctrl}|P|2.5.1\nMFI|DEVICE^Implantable device models^L||UPD|||AL\n{mfn_devices}"),
    ("b64c_device_ch", "device_clinic_schedule", CH,
     "{ch_partner}\nCONSULTATION DES STIMULATEURS ET DÉFIBRILLATEURS - HORAIRE (dès le {fr_date})\nJour | Heure | Activité | Lieu\n{ch_device_table}\n"
     "Les transmissions à distance sont analysées dans les 48 heures. Avis de sécurité du fabricant : les lots concernés sont contrôlés lors de la visite habituelle. "
     "Contact : {ch_phone}, {ch_email}. IDE {ch_ide}."),
    # ---- EEG and sleep-lab calibration logs
    ("b64c_eeg_table", "eeg_sleep_calibration_log", US,
     "{neuro} - EEG/PSG EQUIPMENT CALIBRATION LOG, {en_date}\nItem | Model | Check | Result | By\n{eeg_table}\n"
     "Annual electrical safety testing by biomedical engineering is due in {weeks} weeks. Reviewed: {own_rpsgt}."),
    ("b64c_eeg_csv", "csv_export", US,
     "item,model,checked_on,result,interval_months,asset_tag\n{eeg_csv}\n# {neuro} biomed export {iso_ts}"),
    ("b64c_eeg_memo", "eeg_sleep_calibration_log", US,
     "MEMO - sleep lab\nFrom: {own_rpsgt}\nDate: {en_date}\nBed ((2||3)) was out of service for {hours} hours after the oximeter module failed the simulator test at 70%. "
     "A loaner was calibrated and passed at 70/85/97%. Studies that night were moved to bed ((1||4)). No recorded study was affected. Biomed ticket {fivedig}. "
     "Lab line: {ne_phone}."),
    ("b64c_eeg_xml", "xml_export", US,
     "<?xml version=\"1.0\"?>\n<calibrationLog lab=\"{neuro}\" address=\"{ne_addr}\" date=\"{eff_iso}\">\n{eeg_xml}\n</calibrationLog>"),
    ("b64c_eeg_cm", "eeg_sleep_calibration_log", CM,
     "{cm_partner}\nREGISTRE D'ÉTALONNAGE - LABORATOIRE EEG ({fr_date})\nAppareil | Contrôle | Résultat | Visa\n{cm_eeg_table}\n"
     "Coupures d'électricité du mois : {small_digit}. Le groupe électrogène a pris le relais à chaque fois. Responsable : {cm_director}. Tél. {cm_phone}. NIU {cm_niu}."),
    # ---- heart-failure education leaflets
    ("b64c_hf_leaflet", "heart_failure_leaflet", US,
     "LIVING WITH HEART FAILURE - {institute}\n1. Weigh yourself every morning after using the bathroom. Call us if you gain more than 2 lb in a day or 5 lb in a week.\n"
     "2. Keep salt under 2,000 mg a day and fluids at the amount your cardiologist sets (often 1.5-2 L).\n3. Take your medicines even when you feel well.\n"
     "4. Call 911 for chest pain or trouble breathing at rest.\nHeart failure nurse line: {in_phone}, Monday to Friday 8-5. Leaflet HF-{small}, revised {en_date}."),
    ("b64c_hf_zones", "heart_failure_leaflet", US,
     "HEART FAILURE ZONES\nGREEN: no new shortness of breath, weight stable, no swelling. Keep going.\nYELLOW: weight up 3 lb in 2 days, more pillows at night, new cough, "
     "ankles swollen. Call the clinic today at {in_phone}.\nRED: breathless at rest, chest pain, fainting. Call 911.\nPrograms for adults aged 18 to 89 include a 12-week "
     "education series at {rehab}. {institute}, patient education leaflet HF-Z{small}, {en_date}."),
    ("b64c_hf_sn", "heart_failure_leaflet", SN,
     "{sn_partner}\nVIVRE AVEC UNE INSUFFISANCE CARDIAQUE\n- Pesez-vous chaque matin ; au-delà de 2 kg de plus en 3 jours, consultez.\n- Réduisez le sel : évitez les cubes "
     "d'assaisonnement et le poisson séché salé.\n- Prenez vos médicaments tous les jours, même pendant le Ramadan (demandez conseil au médecin).\n"
     "Consultation le mardi et le jeudi. Tél. {sn_phone}, {sn_email}. Fiche révisée le {fr_date}. NINEA {sn_ninea}."),
    ("b64c_hf_ma_ar", "heart_failure_leaflet", MA_AR,
     "{ma_partner_ar}\nالعيش مع قصور القلب - نصائح للمرضى\n- زن نفسك كل صباح، وإذا زاد وزنك بأكثر من 2 كلغ في ثلاثة أيام اتصل بالطبيب.\n- قلل من الملح والخبز المملح والزيتون.\n"
     "- لا توقف الدواء دون استشارة الطبيب.\nللاستفسار: {ma_phone}، {ma_email}. آخر تحديث: {ma_date}."),
    ("b64c_hf_tn_fr", "heart_failure_leaflet", TN_FR,
     "{tn_partner}\nINSUFFISANCE CARDIAQUE : LES BONS GESTES\n1. Pesée quotidienne, le matin, à jeun.\n2. Moins de sel : attention à la harissa industrielle, aux olives et au pain.\n"
     "3. Activité physique douce 30 minutes par jour, selon l'avis du cardiologue.\nPermanence téléphonique : {tn_phone_intl}. Fiche du {fr_date}, matricule fiscal {tn_mf}."),
    # ---- neurology waiting-time statistics
    ("b64c_wait_table", "neurology_waiting_times", US,
     "{neuro} - NEW-PATIENT WAITING TIMES, {quarter}\nClinic | Median wait | 90th percentile | New referrals | Seen within target\n{wait_table}\n"
     "Urgent referrals (first seizure, suspected MS relapse) are seen within 14 days. Referral line: {ne_phone}. Report by {own_neurologist}."),
    ("b64c_wait_csv", "csv_export", US,
     "clinic,quarter,new_referrals,median_days,p90_days,urgent_seen_14d\n{wait_csv}\n# {neuro} access report {iso_ts}; counts only"),
    ("b64c_wait_narrative", "neurology_waiting_times", US,
     "Access report to the board ({en_date}). The median wait for a new general neurology appointment is {cnt} days, down from {cnt2} after a second neurologist joined "
     "in ((September||October)). The memory clinic remains the longest wait; an extra Friday clinic starts {dos}. Sleep studies are booked within {weeks} weeks. "
     "Presented by {own_neurologist} for {neuro}."),
    ("b64c_wait_json", "json_export", US,
     "{\"organization\": \"{neuro}\", \"period\": \"{quarter}\", \"generated\": \"{iso_ts}\", \"clinics\": [{wait_json}], \"contact\": \"{ne_email}\"}"),
    ("b64c_wait_ci", "neurology_waiting_times", CI,
     "{ci_partner}\nDÉLAIS D'ATTENTE EN CONSULTATION DE NEUROLOGIE (situation au {fr_date})\nConsultation | Délai médian | 90e percentile | Demandes\n{ci_wait_table}\n"
     "Les urgences (premier épisode de crise, AVC récent) sont reçues le jour même. Contact : {ci_phone}, {ci_email}. RCCM {ci_rccm}."),
    # ---- cath-lab price lists
    ("b64c_cath_table", "cath_lab_price_list", US,
     "{institute} - CATHETERIZATION AND EP LAB PRICE LIST (effective {en_date})\nProcedure | Code | Gross charge | Discounted cash price\n{cath_table}\n"
     "Professional fees billed separately. Estimates for insured patients: {in_phone}. Billing NPI {own_npi}; EIN {org_ein}."),
    ("b64c_cath_csv", "csv_export", US,
     "description,cpt,gross_charge,discounted_cash,drg_or_setting\n{cath_csv}\n# machine-readable standard charges, {institute}, {eff_iso}"),
    ("b64c_cath_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<standardCharges hospital=\"{institute}\" ein=\"{org_ein}\" effective=\"{eff_iso}\" version=\"{version}\">\n{cath_xml}\n</standardCharges>"),
    ("b64c_cath_notice", "cath_lab_price_list", US,
     "PRICE TRANSPARENCY NOTICE ({en_date})\nThe {institute} posts its cath lab and EP lab prices at {in_web}. For members of the {plan} (payer ID {payer_id}, group {group_no}) the "
     "plan's allowed amount applies; a diagnostic catheterization (CPT 93458) has a typical member cost of $((250||375||410||520)) after the deductible. Ask for a written estimate: {in_phone}."),
    ("b64c_cath_be", "cath_lab_price_list", BE,
     "{be_partner} - hôpital partenaire\nTARIFS INDICATIFS DES ACTES DE CARDIOLOGIE INTERVENTIONNELLE ({fr_date})\nActe | Montant | Remarque\n{be_cath_table}\n"
     "Montants à charge du patient hors suppléments d'honoraires, pour un assuré ordinaire. Contact : {be_phone_intl}."),
    ("b64c_cath_tn_ar", "cath_lab_price_list", TN_AR,
     "{tn_partner_ar}\nقائمة أسعار تقريبية لأعمال القسطرة القلبية ({tn_date})\nالعمل الطبي | السعر | ملاحظة\n{tn_cath_table}\n"
     "الأسعار بالدينار التونسي وقد تتغير حسب الحالة. للاستفسار: {tn_phone}، {tn_email}."),
    # ---- notices in other locales
    ("b64c_sn_stroke", "stroke_awareness_notice", SN,
     "{sn_partner}\nAVC : AGIR VITE\nVisage qui tombe, bras qui faiblit, parole troublée : appelez le SAMU au 1515 et notez l'heure du début. "
     "La thrombolyse est possible dans les 4 h 30 à l'hôpital régional. Campagne de dépistage de l'hypertension du {fr_date} : {cnt_big} personnes reçues, {pct_fr} % "
     "de tensions élevées. Contact : {sn_phone_intl}."),
    ("b64c_ci_rehab", "cardiac_rehab_timetable", CI,
     "{ci_partner}\nPROGRAMME DE MARCHE CARDIAQUE - saison sèche ({fr_date})\nMardi et samedi à 6 h 30, départ devant le centre ; 30 à 45 minutes selon le niveau. "
     "Une infirmière mesure la tension avant et après. Séance annulée en cas de forte chaleur (au-dessus de 35 °C). Renseignements : {ci_phone_intl}. Responsable : {ci_director}."),
    ("b64c_ma_fr_device", "device_clinic_schedule", MA_FR,
     "{ma_partner}\nAVIS AUX PORTEURS DE STIMULATEUR CARDIAQUE\nLes contrôles de stimulateurs reprennent le mercredi matin à partir du {fr_date} (8 h 30 - 12 h). "
     "Apportez votre carte de porteur et la liste de vos médicaments. Une alerte du fabricant concerne certains boîtiers fabriqués en 2022 : votre cardiologue vous dira "
     "si votre appareil est concerné. Tél. {ma_phone_intl}, {ma_email}. ICE {ma_ice}."),
    ("b64c_tn_ar_stroke", "stroke_quality_indicators", TN_AR,
     "{tn_partner_ar}\nمؤشرات وحدة الجلطة الدماغية - {tn_date}\nعدد حالات التخثير الوريدي: {cnt}\nمتوسط الوقت بين الوصول والحقن: {dtn} دقيقة\nنسبة المرضى الذين تم حقنهم في أقل من 60 دقيقة: ((78||84||91||69))%\n"
     "هذه أرقام مجمعة لا تتضمن أي معلومات عن المرضى. للاتصال: {tn_phone_intl}."),
    ("b64c_cm_wait", "neurology_waiting_times", CM,
     "{cm_partner}\nCOMMUNIQUÉ - CONSULTATIONS DE NEUROLOGIE\nÀ compter du {fr_date}, les consultations d'épilepsie ont lieu le lundi et le jeudi. Délai moyen d'attente "
     "actuel : {cnt} jours ; EEG programmé sous {weeks} semaines. Les patients de 18 à 89 ans suivis pour épilepsie bénéficient du tarif social sur présentation "
     "du carnet. Informations : {cm_phone_intl}, {cm_email}."),
    ("b64c_ch_hf", "heart_failure_leaflet", CH,
     "{ch_partner}\nINSUFFISANCE CARDIAQUE - PROGRAMME D'ÉDUCATION THÉRAPEUTIQUE\nSix séances de groupe de 90 minutes, le mardi à 14 h, dès le {fr_date}. Thèmes : "
     "poids et symptômes, sel et liquides, médicaments, activité physique, voyages, sexualité. Prise en charge par l'assurance de base sur prescription. "
     "Inscriptions : {ch_phone_intl} ou {ch_email}. {ch_director}."),
    ("b64c_ma_ar_eeg", "eeg_sleep_calibration_log", MA_AR,
     "{ma_partner_ar}\nسجل معايرة أجهزة تخطيط الدماغ - {ma_date}\n- جهاز تخطيط الدماغ 21 قناة: معايرة 50 ميكروفولت، مطابق\n- المحفز الضوئي: الترددات 1-30 هرتز، مطابق\n"
     "- جهاز تخطيط النوم: فحص القنوات، مطابق بعد الضبط\nالمسؤول: {ma_director_ar}. الهاتف: {ma_phone}."),
    ("b64c_ch_stroke", "stroke_quality_indicators", CH,
     "{ch_partner} - filière AVC du Valais romand\nINDICATEURS DE QUALITÉ {year}\nThrombolyses intraveineuses : {cnt} ; délai médian porte-aiguille : {dtn} minutes ; "
     "thrombectomies après transfert : {cnt2}, délai médian porte-ponction : {dtg} minutes. Dépistage de la dysphagie avant toute alimentation : {pct_fr} %. "
     "Données agrégées, sans aucune donnée de patient. Renseignements : {ch_phone}."),
    # ---- exports of non-personal data
    ("b64c_x12_999", "x12_export", US,
     "ISA*00*          *00*          *ZZ*{payer_id}         *ZZ*SRHVI          *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*FA*{payer_id}*SRHVI*20{isa_date}*{hhmm}*{small}*X*005010X231A1~\n"
     "ST*999*{four_digits}*005010X231A1~\nAK1*HC*{fivedig}*005010X223A2~\nAK2*837*{four_digits}*005010X223A2~\nIK5*A~\nAK9*A*1*1*1~\nSE*6*{four_digits}~\nGE*1*{small}~\nIEA*1*{isa_seq}~"),
    ("b64c_batch_csv", "csv_export", US,
     "transaction,batch,submitted,claims,billed_usd,rejected,status\n{batch_csv}\n# {institute} institutional claim batches to {plan} (payer {payer_id}); billing NPI {own_npi}; EIN {org_ein}"),
    ("b64c_cath_json", "json_export", US,
     "{\"hospital\": \"{institute}\", \"lastUpdated\": \"{eff_iso}\", \"standardCharges\": [{cath_json}], \"rxBin\": \"{rxbin}\", \"pcn\": \"{pcn}\"}"),
    ("b64c_rehab_hl7", "hl7_export", US,
     "MSH|^~\\&|REHABSTATS|OCRC|STATE-REG|ID|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nOBR|1||{fivedig}|CRAGG^Cardiac rehab program aggregate^L|||{hl7_ts}\n"
     "OBX|1|NM|REF^Referrals^L||((420||388||352||305))||||||F\nOBX|2|NM|ENR^Enrolled^L||((212||268||190||176))||||||F\nOBX|3|NM|CMP36^Completed 36 sessions^L||((141||122||97||88))||||||F"),
    ("b64c_device_fhir", "json_export", US,
     "{\"resourceType\": \"DeviceDefinition\", \"id\": \"{guid}\", \"modelNumber\": \"{model_pick}\", "
     "\"safety\": [{\"text\": \"MR conditional\"}], \"note\": [{\"text\": \"Advisory {model_lot}: follow per clinic protocol ({institute} device clinic, {dc_phone})\"}]}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b64_consult_letter", "cardiology_consultation_letter", US,
     "{institute}\n{in_addr}\n\n{en_date}\n\nRe: {first} {last}, DOB [[date_of_birth:dob_elder_v64]], MRN [[record_number:mrn_v64]]\n\nDear Dr. ((Halvorsen||Quintero||Abernathy)),\n\n"
     "Thank you for asking me to see your [[age_over_89:age_elder_v64]] patient for ((exertional dyspnea and a new murmur||syncope while gardening||rapid atrial fibrillation)). "
     "Echo shows ((severe aortic stenosis, mean gradient 48 mmHg||preserved EF with moderate mitral regurgitation||an EF of 35%)). {pron} lives at [[address:addr_id_v64]] with "
     "{poss} ((daughter||son||niece)), who can be reached at [[phone:phone_id_v64]]. I will see {poss} again in 6 weeks.\n\nSincerely,\n{own_cardiologist}"),
    ("b64_portal_chat", "cardiology_consultation_letter", US,
     "[patient portal chat - cardiology]\nPatient ({first} {last}): hi, this is about my consult next week. my medicare number is [[member_id:mbi_v64]] and birthday [[date_of_birth:dob_v64]]\n"
     "Patient: the referral should have my cell [[phone:phone_id_v64]], or email me at [[email:email_v64]]\nPatient: I also keep my BP log on my blog [[url:url_v64]] if that helps\n"
     "Staff ({own_device_rn}): Thank you, I found your chart. Your consult is confirmed for {dos} at {clock}.\n[session from [[ip_address:ip_v64]], {iso_ts}]"),
    ("b64_holter_report", "holter_echo_report", US,
     "24-HOUR HOLTER MONITOR REPORT\nPatient: {last_upper}, {first_upper}   MRN: [[record_number:mrn_v64]]   DOB: [[date_of_birth:dob_elder_v64]]   Age: [[age_over_89:age_elder_v64]]\n"
     "Recorder S/N [[record_number:serial_v64]] (returned by mail)\nHook-up {dos} {clock}; analysed time 23 h 41 min. Underlying rhythm sinus, HR 48-112, mean 66. "
     "((3 pauses, longest 3.4 s at 03:12||paroxysmal AF, burden 18%||frequent PVCs, 9% burden)). Symptoms in diary: ((dizziness at 10:05||none)).\nRead by {own_ep}."),
    ("b64_echo_report", "holter_echo_report", US,
     "TRANSTHORACIC ECHOCARDIOGRAM\nName: {first} {last}   MRN [[record_number:mrn_v64]]   DOB [[date_of_birth:dob_v64]]   Sex: {sex}\nInsurance ID: [[member_id:member_us_v64]]\n"
     "Indication: ((dyspnea||pre-operative assessment||follow-up of cardiomyopathy)). LVEF ((55-60%||40%||25-30%)) by biplane Simpson. RV normal. "
     "((Mild MR||Moderate AS, AVA 1.2 cm2||Trace TR)). RVSP ((24||31||38||52)) mmHg.\nSonographer: {own_device_rn}. Interpreted by {own_cardiologist}, {en_date}."),
    ("b64_implant_card", "pacemaker_implant_card", US,
     "TEMPORARY IMPLANTED DEVICE IDENTIFICATION CARD\nPatient: {first} {last}\nAddress: [[address:addr_id_v64]]   Phone: [[phone:phone_id_v64]]\nDate of birth: [[date_of_birth:dob_v64]]\n"
     "Device: {model_pick}   Serial: [[record_number:serial_v64]]\nLead(s): ((RA 5076-52 cm||RV 3830-69 cm||RA 5076-52 cm, RV 5076-58 cm)), lead S/N [[record_number:serial_v64]]\n"
     "Implanted {dos} at {institute} by {own_ep}. MRI conditional: yes."),
    ("b64_remote_alert", "remote_monitoring_alert", US,
     "REMOTE MONITORING ALERT - ((RED||YELLOW))\nPatient: {last}, {first}   DOB: [[date_of_birth:dob_v64]]   Device S/N: [[record_number:serial_v64]]\n"
     "Event: ((AT/AF burden > 6 h/day||ventricular tachycardia, 2 shocks delivered||RV lead impedance 2,400 ohm||battery at ERI)) on {iso_ts}\n"
     "Transmitter check-in from home network [[ip_address:ip_v64]]\nCall the patient at [[phone:phone_id_v64]]; e-mail on file [[email:email_v64]]\nAssigned to: {own_device_rn}"),
    ("b64_remote_enrol", "remote_monitoring_alert", US,
     "Remote monitoring enrollment - {institute} device clinic\nName: {first} {last}   DOB: [[date_of_birth:dob_v64]]\nImplanted device S/N: [[record_number:serial_v64]]\n"
     "Ship the bedside transmitter to: [[address:addr_id_v64]]\nE-mail for the app: [[email:email_v64]]\nThe non-covered monitoring fee was paid by card [[card:card_v64]] (exp ((04/28||11/27||09/29))).\n"
     "Consent signed {dos}. Enrolled by {own_device_rn}."),
    ("b64_tpa_record", "stroke_thrombolysis_record", US,
     "STROKE ALERT - IV THROMBOLYSIS RECORD\nPatient: {first} {last}   MRN: [[record_number:mrn_v64]]   DOB: [[date_of_birth:dob_v64]]\nLast known well: {clock}. Arrival by EMS. NIHSS ((7||12||18)).\n"
     "CT head: no hemorrhage. Weight ((68||82||95)) kg. Tenecteplase 0.25 mg/kg given at door-to-needle {dtn} min.\nFamily contact: {first2} {last2}, [[phone:phone_id_v64]]\n"
     "Home: [[address:addr_id_v64]]\nStroke neurologist: {own_stroke_director}"),
    ("b64_eeg_report", "eeg_report", US,
     "ROUTINE EEG REPORT - {neuro}\nName: {first} {last}   DOB: [[date_of_birth:dob_v64]]   MRN: [[record_number:mrn_v64]]\nMedicare/plan ID: [[member_id:member_us_v64]]\n"
     "Home address on the requisition: [[address:addr_id_v64]]\nRecorded {dos}, 32 minutes, awake and drowsy, photic stimulation and hyperventilation performed. "
     "Findings: ((intermittent left temporal sharp waves||generalized 3 Hz spike-and-wave with hyperventilation||normal background, no epileptiform discharges)).\nTechnologist: {own_eeg_tech}; read by {own_neurologist}."),
    ("b64_driving_form", "epilepsy_driving_form", US,
     "IDAHO TRANSPORTATION DEPARTMENT - MEDICAL REPORT (seizure disorder)\nDriver: {first} {last}   DL No.: [[national_id:dl_id_v64]]   DOB: [[date_of_birth:dob_v64]]\n"
     "SSN (last used on file): [[ssn:ssn_v64]]\nAddress: [[address:addr_id_v64]]\nVehicle registered: plate [[vehicle_id:plate_id_v64]]\n"
     "Last seizure: ((more than 6 months ago||March 2025||none since 2023)). On ((levetiracetam 1000 mg BID||lamotrigine 200 mg BID||lacosamide 100 mg BID)). "
     "In my opinion the driver ((may||may not yet)) operate a vehicle safely.\nPhysician: {own_neurologist}, {en_date}"),
    ("b64_code_record", "cardiac_arrest_record", US,
     "CODE BLUE RECORD - {institute}\nPatient: {first} {last}   MRN: [[record_number:mrn_v64]]   DOB: [[date_of_birth:dob_elder_v64]]   Age: [[age_over_89:age_at_death_v64]]\n"
     "Arrest witnessed on telemetry at {clock_a}; initial rhythm ((PEA||VF||asystole)). CPR, epinephrine x ((3||5||6)), ((2 shocks||no shock)). "
     "ROSC not achieved. Pronounced dead on [[date_of_death:dod_v64]] at {clock_b} by {own_cardiologist}.\nNext of kin {first2} {last2} notified at [[phone:phone_id_v64]]."),
    ("b64_sudden_death_letter", "sudden_death_family_screening", US,
     "{en_date}\n\n{first2} {last2}\n[[address:addr_id_v64]]\n\nDear {first2} {last2},\n\nWe are sorry for the loss of {first} {last}, who died suddenly on [[date_of_death:dod_v64]]. "
     "The autopsy suggested an inherited heart condition: ((hypertrophic cardiomyopathy||long QT syndrome||arrhythmogenic cardiomyopathy)). First-degree relatives should have an ECG, "
     "an echocardiogram and genetic counselling. Your family file number is [[record_number:mrn_v64]]. We saw the memorial page [[url:url_memorial_v64]] and will not contact anyone "
     "through it. Please call us at {in_phone}; we tried you at [[phone:phone_id_v64]].\n\nSincerely,\n{own_ep}"),
    ("b64_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v64]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v64]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v64]]\", \"telecom\": [{\"system\": \"phone\", \"value\": \"[[phone:phone_e164_v64]]\"}, "
     "{\"system\": \"email\", \"value\": \"[[email:email_plain_v64]]\"}, {\"system\": \"url\", \"value\": \"[[url:url_v64]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v64]]\"}], "
     "\"managingOrganization\": {\"display\": \"{institute}\"}}"),
    ("b64_fhir_observation", "fhir_export", US,
     "{\"resourceType\": \"Observation\", \"status\": \"final\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"p1\", \"identifier\": "
     "[{\"system\": \"urn:srhvi:mrn\", \"value\": \"[[record_number:mrn_plain_v64]]\"}, {\"system\": \"http://hl7.org/fhir/sid/us-mbi\", \"value\": \"[[member_id:mbi_plain_v64]]\"}], "
     "\"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v64]]\"}], \"subject\": {\"reference\": \"#p1\"}, "
     "\"code\": {\"coding\": [{\"system\": \"http://loinc.org\", \"code\": \"((10230-1||8867-4||8480-6))\"}]}, \"valueQuantity\": {\"value\": {small}}, "
     "\"device\": {\"display\": \"implanted device S/N [[record_number:serial_v64]]\"}, \"effectiveDateTime\": \"{iso_ts}\"}"),
    ("b64_hl7_oru", "hl7_export", US,
     "MSH|^~\\&|ECHO|SRHVI|EHR|SRHVI|{hl7_ts}||ORU^R01^ORU_R01|{ctrl}|P|2.5.1\nPID|1||[[record_number:mrn_plain_v64]]^^^SRHVI^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v64]]|{sex}|||"
     "[[address:addr_hl7_v64]]||[[phone:phone_hl7_v64]]||||||[[ssn:ssn_plain_v64]]\nOBR|1||{fivedig}|93306^TTE COMPLETE^CPT|||{hl7_ts}\n"
     "OBX|1|NM|10230-1^LV EJECTION FRACTION^LN||((35||50||60))|%|||||F\nOBX|2|TX|59776-5^FINDINGS^LN||((Moderate aortic stenosis||Normal study||Dilated LV))||||||F"),
    ("b64_device_csv", "csv_export", US,
     "device_sn,last,first,dob,phone,last_transmission,transmitter_ip,next_in_clinic\n[[record_number:serial_v64]],{last},{first},[[date_of_birth:dob_v64]],[[phone:phone_id_v64]],{iso_ts},"
     "[[ip_address:ip_v64]],{dos}\n[[record_number:serial_v64]],{last2},{first2},[[date_of_birth:dob_other_v64]],,{iso_ts},,{dos2}\n# {institute} device clinic roster - confidential"),
    ("b64_x12_837i", "x12_export", US,
     "ISA*00*          *00*          *ZZ*SRHVI          *ZZ*{payer_id}         *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*SRHVI*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X223A2~\n"
     "ST*837*{four_digits}*005010X223A2~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{institute}*****XX*{own_npi}~\nREF*EI*{org_ein}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******CI~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:member_plain_v64]]~\nN3*[[address:addr_x12_v64]]~\nDMG*D8*[[date_of_birth:dob_compact_v64]]*{sex}~\n"
     "REF*SY*[[ssn:ssn_plain_v64]]~\nCLM*{fivedig}*{fee}***13:A:1**A*Y*Y~\nHI*ABK:{icd}~\nSV2*0481*HC:93458*{fee}*UN*1~\nDTP*472*D8*20{isa_date}~\nSE*17*{four_digits}~"),
    ("b64_sn_form", "senegalese_form", SN,
     "RÉPUBLIQUE DU SÉNÉGAL - Un Peuple, Un But, Une Foi\n{sn_partner}\nFICHE DE PRISE EN CHARGE - CONSULTATION DE CARDIOLOGIE\nPrénom(s) : {first}   Nom : {last_upper}\n"
     "N° CNI : [[national_id:cni_sn_v64]]\nDate de naissance : [[date_of_birth:dob_v64]]\nAdresse : [[address:addr_sn_v64]]\nTéléphone : [[phone:phone_sn_v64]]\n"
     "Remboursement par virement, IBAN : [[bank_account:iban_sn_v64]]\nMotif : ((hypertension sévère||palpitations||bilan avant pose de pile)). Visa du médecin : {sn_director}"),
    ("b64_sn_permis", "epilepsy_driving_form", SN,
     "CERTIFICAT MÉDICAL D'APTITUDE À LA CONDUITE (épilepsie)\nJe soussigné(e), {sn_director}, certifie avoir examiné {civ} {first} {last}, né(e) le [[date_of_birth:dob_v64]], "
     "titulaire de la CNI n° [[national_id:cni_sn_v64]] et du passeport n° [[national_id:passport_v64]], propriétaire du véhicule immatriculé [[vehicle_id:plate_sn_v64]].\n"
     "Dernière crise : ((il y a plus d'un an||en 2024)). Traitement : ((valproate 500 mg x2||carbamazépine 200 mg x3)). Avis : ((apte||inapte temporairement)).\nJoignable au [[phone:phone_sn_v64]]. Fait à Thiès, le {fr_date}."),
    ("b64_ci_form", "ivorian_form", CI,
     "RÉPUBLIQUE DE CÔTE D'IVOIRE - Union - Discipline - Travail\n{ci_partner}\nDEMANDE D'AIDE POUR UN STIMULATEUR CARDIAQUE\nNom et prénoms : {last_upper} {first}\n"
     "N° CNI : [[national_id:cni_ci_v64]]\nNé(e) le : [[date_of_birth:dob_v64]]\nDomicile : [[address:addr_ci_v64]]\nContact : [[phone:phone_ci_v64]]\n"
     "Compte bancaire (RIB/IBAN) : [[bank_account:iban_ci_v64]]\nParticipation déjà versée par carte : [[card:card_fr_v64]]\nAvis du cardiologue : {ci_director}"),
    ("b64_ci_holter", "holter_echo_report", CI,
     "COMPTE RENDU D'ENREGISTREMENT HOLTER ECG DE 24 HEURES\nPatient(e) : {civ} {first} {last_upper}   Date de naissance : [[date_of_birth:dob_v64]]\nN° de dossier : [[record_number:mrn_v64]]   "
     "Passeport : [[national_id:passport_v64]]\nRythme sinusal, FC moyenne ((58||64||71||77||83)) bpm ; ((pauses sinusales jusqu'à 3,2 s||fibrillation atriale paroxystique||extrasystoles ventriculaires fréquentes)).\n"
     "Résultat transmis au patient au [[phone:phone_ci_v64]]. {ci_director}, Bouaké, le {fr_date}."),
    ("b64_ma_form_fr", "moroccan_form", MA_FR,
     "ROYAUME DU MAROC\n{ma_partner}\nDOSSIER DE PRISE EN CHARGE - EXPLORATION ÉLECTROPHYSIOLOGIQUE\nNom : {last_upper}   Prénom : {first}\nCIN : [[national_id:cin_ma_v64]]\n"
     "Date de naissance : [[date_of_birth:dob_v64]]\nAdresse : [[address:addr_ma_v64]]\nGSM : [[phone:phone_ma_v64]]\nRIB : [[bank_account:iban_ma_v64]]\n"
     "Avance réglée par carte CB : [[card:cb_v64]]\nMédecin : {ma_director}"),
    ("b64_ma_form_ar", "moroccan_form", MA_AR,
     "المملكة المغربية\n{ma_partner_ar}\nشهادة طبية خاصة برخصة السياقة - مرض الصرع\nالاسم الكامل: {first} {last}\nرقم البطاقة الوطنية: [[national_id:cin_ma_v64]]\n"
     "تاريخ الازدياد: [[date_of_birth:dob_v64]]\nالعنوان: [[address:addr_ma_v64]]\nالهاتف: [[phone:phone_ma_v64]]\nرقم تسجيل السيارة: [[vehicle_id:plate_ma_v64]]\n"
     "آخر نوبة: ((منذ أكثر من سنة||في 2024)). الرأي: ((لائق||غير لائق مؤقتا)).\nالطبيب: {ma_director_ar}"),
    ("b64_tn_form_fr", "tunisian_form", TN_FR,
     "RÉPUBLIQUE TUNISIENNE\n{tn_partner}\nFICHE DE SUIVI APRÈS AVC - DEMANDE D'AIDE À LA RÉÉDUCATION\nNom et prénom : {first} {last}\nN° CIN : [[national_id:cin_tn_v64]]\n"
     "Date de naissance : [[date_of_birth:dob_v64]]\nAdresse : [[address:addr_tn_v64]]\nTél. : [[phone:phone_tn_v64]]\nRIB pour le versement de l'aide : [[bank_account:iban_tn_v64]]\n"
     "Séquelles : ((hémiparésie droite||aphasie||troubles de la marche)). Médecin : {tn_director}"),
    ("b64_tn_form_ar", "tunisian_form", TN_AR,
     "الجمهورية التونسية\n{tn_partner_ar}\nرسالة إلى العائلة - فحص أقارب المتوفى فجأة\nنعلمكم أن المرحوم(ة) {first} {last}، صاحب(ة) بطاقة التعريف الوطنية عدد [[national_id:cin_tn_v64]]، "
     "المولود(ة) في [[date_of_birth:dob_v64]]، توفي(ت) فجأة بتاريخ [[date_of_death:dod_v64]].\nننصح أفراد العائلة بإجراء تخطيط للقلب. عنوان العائلة لدينا: [[address:addr_tn_v64]]، "
     "الهاتف: [[phone:phone_tn_v64]].\n{tn_director_ar}"),
    ("b64_cm_form", "cameroonian_form", CM,
     "RÉPUBLIQUE DU CAMEROUN - Paix - Travail - Patrie\n{cm_partner}\nFICHE D'INSCRIPTION - PROGRAMME ÉPILEPSIE ET CONDUITE\nNoms et prénoms : {last_upper} {first}\n"
     "N° CNI : [[national_id:cni_cm_v64]]\nNé(e) le : [[date_of_birth:dob_v64]]\nDomicile : [[address:addr_cm_v64]]\nTél. : [[phone:phone_cm_v64]]\nVéhicule (taxi) immatriculé : [[vehicle_id:plate_cm_v64]]\n"
     "Compte pour le remboursement de l'EEG : [[bank_account:iban_cm_v64]]\nMédecin référent : {cm_director}"),
    ("b64_be_form", "belgian_form", BE,
     "{be_partner}\nDEMANDE D'INSCRIPTION EN RÉADAPTATION CARDIAQUE\nNom : {last}   Prénom : {first}\nN° de registre national : [[national_id:nn_be_v64]]\nDate de naissance : [[date_of_birth:dob_v64]]\n"
     "Adresse : [[address:addr_be_v64]]\nGSM : [[phone:phone_be_v64]]   E-mail : [[email:email_v64]]\nCompte pour le remboursement : [[bank_account:iban_be_v64]]\n"
     "Acompte payé par Bancontact/Visa : [[card:card_v64]]\nCardiologue : {be_director}"),
    ("b64_be_death", "belgian_form", BE,
     "{be_partner}\nCOURRIER AUX APPARENTÉS - MORT SUBITE D'UN MEMBRE DE LA FAMILLE\n{civ} {first} {last} (NN [[national_id:nn_be_v64]], né(e) le [[date_of_birth:dob_v64]]) est décédé(e) "
     "le [[date_of_death:dod_v64]] ; l'autopsie évoque une ((cardiomyopathie hypertrophique||canalopathie||dysplasie arythmogène)). Nous proposons un dépistage aux parents du premier degré. "
     "Adresse de la famille : [[address:addr_be_v64]]. Véhicule pour le parking de l'hôpital : [[vehicle_id:plate_be_v64]].\n{be_director}"),
    ("b64_ch_form", "swiss_form", CH,
     "{ch_partner}\nFORMULAIRE D'ANNONCE - APTITUDE À LA CONDUITE APRÈS IMPLANTATION D'UN DÉFIBRILLATEUR\nNom, prénom : {last}, {first}\nN° AVS : [[national_id:ahv_ch_v64]]\n"
     "Date de naissance : [[date_of_birth:dob_v64]]\nAdresse : [[address:addr_ch_v64]]\nTéléphone : [[phone:phone_ch_v64]]\nN° de carte d'assuré : [[member_id:card_ch_insurance_v64]]\n"
     "Plaque du véhicule : [[vehicle_id:plate_ch_v64]]\nIBAN pour le remboursement : [[bank_account:iban_ch_v64]]\nDéfibrillateur S/N [[record_number:serial_v64]]. Avis : ((apte après 3 mois sans choc||inapte 6 mois)). {ch_director}"),
    ("b64_ch_eeg", "eeg_report", CH,
     "RAPPORT D'EEG STANDARD\nPatient(e) : {first} {last}   Né(e) le : [[date_of_birth:dob_v64]]   N° AVS : [[national_id:ahv_ch_v64]]\nPasseport : [[national_id:passport_v64]] (patient(e) en séjour)\n"
     "Adresse : [[address:addr_ch_v64]]   Courriel : [[email:email_v64]]\nEnregistrement de 25 minutes, veille et somnolence. ((Pointes-ondes temporales gauches||Tracé normal||Ralentissement frontal intermittent)).\n"
     "{ch_director}, Sion, le {fr_date}"),
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
        for suffix in ("", "2", "3"):  # the people of a text (name, name2, ...) share its locale
            draw.cache["locale" + suffix] = locale
        if not clean:
            if "_elder_v64" in body or "age_at_death_v64" in body:
                _birth(draw, 1929, 1935)  # the nonagenarian's birth date, before any number built on it
            _person(draw)
            draw.cache["first_upper"] = draw.cache["first"].upper()
            draw.cache["last_upper"] = draw.cache["last"].upper()
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind64-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
