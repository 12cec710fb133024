"""A sixty-ninth blind measuring set for `phi` (issue 29): held out, written without reading the
detectors.

    python scripts/make_phi_blind69.py [--seed 71711] [--out PATH]   # JSON lines to PATH, or to stdout

The sixty-seven earlier blind sets (scripts/make_phi_blind.py, seed 2929; make_phi_blind2.py to make_phi_blind67.py,
seeds 4141 to 69691) are treated as known to the tuner. Its author read some of those generators (for their
mechanics, imported here, and to avoid their templates) and the README's list of what `phi` catches, never the
detectors, their tests or the sets they were tuned on, never ran the check on these texts, and did not read the
sixty-eighth set, written at the same time by someone else.

700 texts: 300 carry identifiers (30 templates, 10 texts each, every kind of KINDS in at least 12 texts and in at
least three templates), and CLEAN_TOTAL = 400 carry none (50 templates, 8 texts each): the false-alarm rate is what
this set measures most precisely. No template id or body is shared with the earlier sets (every id here starts with
"b69_" or "b69c_"). Identifier-free genres, all from old-age care: memory-clinic service descriptions and waiting-time
statistics (a service leaflet, referral criteria, a waiting-time table, a CSV, a FHIR MeasureReport, a board note),
dementia day-centre timetables (a table, an iCalendar, a notice, a JSON), geriatric-assessment scoring guides (MMSE
and MoCA cut-offs, the Mini-Cog, the Clinical Frailty Scale; no patients), falls-prevention class calendars (a table,
a flyer, a CSV), care-home inspection summaries (a summary, a ratings table, an XML), carer-support group schedules
(a table, a flyer, a JSON), deprescribing guideline tables (a table, a list, a CSV, a pharmacy memo; drugs and doses),
hearing-aid and walking-aid loan price lists (a table, a CSV, terms, a JSON), notices in other locales (Japanese,
Korean, Traditional Chinese as Taiwan prints it, Norwegian, Swedish and Finnish) and exports of non-personal data (an
HL7 MFN^M08 of MoCA items, an X12 TA1, an X12 832 price catalogue of hearing aids, an XML bed census, a CSV of claim
batch totals). Carrying genres: memory-clinic assessment letters (one to a person over 89), dementia diagnosis
disclosures to a named carer (a letter and a portal message), an advance care plan and a durable power of attorney,
care-home admission forms (one a web enquiry), a geriatric discharge summary, a long-term care insurance claim, the
death certificate of a care-home resident, a guardianship court report, forms from Japan (a care-home application, a
referral letter to a memory clinic, an online application), South Korea (a care-home application and a dementia
screening report), Taiwan (a long-term care application and a discharge summary), Norway (a nursing-home application
and a lasting power of attorney), Sweden (an application for sheltered housing and a death certificate) and Finland (a
care directive and a web form) written as those countries print them, and exports (a FHIR Patient, a FHIR CarePlan
with its patient contained, an HL7 ADT^A03, a day-centre attendance CSV, an X12 837I).

Most identifier values come from this module's own printings (the `*_v69` slots): US SSNs and Medicare MBIs in
several printings, New Jersey Medicaid IDs, long-term care policy numbers, clinic MRNs, New Jersey plates and VINs
(the position-9 check digit); passport numbers of the US, Japan, Korea, Taiwan, Norway, Sweden and Finland; Japanese
My Numbers (the check digit), health-insurance and long-term-care insurance numbers; Korean resident registration
numbers (the check digit) and long-term-care recognition numbers; Taiwanese national IDs (the letter, the sex digit and
the check digit) and NHI card numbers; Norwegian fødselsnummer (both check digits), Swedish personnummer (Luhn, with
- and, past 100, +; ten and twelve digits) and Finnish henkilötunnus (the check character); bank accounts (a Japanese
bank's branch and account, a Japan Post account, Korean banks' printings, Taiwanese post-office and bank accounts,
Norwegian kontonummer with their check digit, Swedish clearing and account numbers, NO/SE/FI IBANs with valid check
digits, New Jersey routing-and-account pairs with the ABA check digit); Visa, Mastercard and JCB numbers with Luhn;
dates in Japanese (Gregorian and era years: Showa, Heisei), Korean and Chinese (年月日, the Republic-of-China year),
Norwegian, Swedish and Finnish with month names, and US orders; Japanese (〒, 丁目/番/号), Korean (road names, 동/호),
Taiwanese (區, 路, 段, 巷, 號, 樓), Norwegian, Swedish (lgh numbers) and Finnish (staircase and flat) layouts and New
Jersey ones; the six numbering plans in national printings with and without +81, +82, +886, +47, +46 and +358, and New
Jersey lines; e-mails written against scrapers ("at" and "dot", a full-width ＠); public IPv4 and IPv6 addresses of
home and mobile connections; personal pages (a care journal, a blog, a memorial page).

MAC addresses appear in no text; no identifier-free text holds an IP address. The organisations sit in New Jersey:
every state from N to W had been used by an earlier set, so this set took New Jersey (used once, by the fifty-first
set, with two contacts) with area codes no earlier set used (201, 732, 908 and 973). An identifier-free text quotes
only this set's own organisations' contacts (ORGANISATION_CONTACTS, verbatim: a Paterson memory clinic, a New
Brunswick dementia day centre, a Summit hospital's geriatric medicine service with its falls-prevention programme, a
Fort Lee care home, a Hackensack carers' circle, a Westfield hearing-aid and walking-aid loan service and a long-term
care plan, on fictional 555-01xx lines, and partner services in Tokyo, Seoul, Taipei, Bergen, Uppsala and Tampere on
invented lines) and the organisations' own printed identifiers (the plan's payer ID, RxBIN, PCN and group, the
hospital's NPIs and EIN, the partners' facility codes); the people it names are the organisations' own staff, never a
patient, resident or carer, and the ages it gives are under 90 (eligibility ranges, age bands).

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
except ImportError:
    from scripts import make_phi_blind as blind
    from scripts import make_phi_blind5 as blind5
    from scripts import make_phi_blind25 as blind25
    from scripts import make_phi_blind39 as blind39

Draw = blind.Draw

SEED = 71711
PHI_PER_TEMPLATE = 10
CLEAN_TOTAL = 400
KINDS = blind.KINDS
FAKER_LOCALES = ("en_US",)

MEMORY = "Passaic Falls Memory Clinic"
DAYCENTRE = "Raritan Bend Adult Day Centre for Memory Care"
HOSPITAL = "Watchung Hills Hospital"
GERI = "Watchung Hills Geriatric Medicine Service"
CAREHOME = "Palisade Crest Care Home"
CARERS = "Hackensack Meadowlands Carers' Circle"
LOANS = "Garden State Hearing & Walking Aid Loan Service"
PLAN = "Delaware Bay Long-Term Care Plan"
JP_PARTNER = "杉並ひだまり認知症疾患医療センター"
KR_PARTNER = "서울 은행나무 치매안심센터"
TW_PARTNER = "臺北松柏失智共照中心"
NO_PARTNER = "Fløyen dagsenter for personer med demens"
SE_PARTNER = "Fyrisåns minnesmottagning"
FI_PARTNER = "Pyynikin muistipoliklinikka"
ORGANISATION_CONTACTS = [
    "(973) 555-0141",                                                   # 0 memory clinic (Paterson)
    "(973) 555-0142",                                                   # 1 memory clinic fax
    "412 Great Falls Terrace, Paterson, NJ 07501",                      # 2
    "referrals@passaicfallsmemory.org",                                 # 3
    "https://www.passaicfallsmemory.org",                               # 4
    "(732) 555-0143",                                                   # 5 day centre (New Brunswick)
    "77 Raritan Landing Way, New Brunswick, NJ 08901",                  # 6
    "daycentre@raritanbendcare.org",                                    # 7
    "(908) 555-0144",                                                   # 8 hospital geriatric service (Summit)
    "1180 Watchung Ridge Road, Summit, NJ 07901",                       # 9
    "geriatrics@watchunghillshospital.org",                             # 10
    "(908) 555-0145",                                                   # 11 falls-prevention programme
    "(201) 555-0146",                                                   # 12 care home (Fort Lee)
    "2050 Palisade Crest Drive, Fort Lee, NJ 07024",                    # 13
    "admissions@palisadecrest.org",                                     # 14
    "(201) 555-0147",                                                   # 15 carers' circle (Hackensack)
    "circle@meadowlandscarers.org",                                     # 16
    "(908) 555-0148",                                                   # 17 loan service (Westfield)
    "315 Elm Quarry Lane, Westfield, NJ 07090",                         # 18
    "loans@gardenstateaidloans.org",                                    # 19
    "(732) 555-0149",                                                   # 20 LTC plan, provider line
    "claims@delawarebayltc.com",                                        # 21
    "+81 3-6369-6901",                                                  # 22 Tokyo partner
    "03-6369-6901",                                                     # 23
    "info@suginami-hidamari.jp",                                        # 24
    "+82 2-3469-6902",                                                  # 25 Seoul partner
    "02-3469-6902",                                                     # 26
    "info@ginkgo-dementia.kr",                                          # 27
    "+886 2 2369 6903",                                                 # 28 Taipei partner
    "(02)2369-6903",                                                    # 29
    "service@songbai-dementia.org.tw",                                  # 30
    "+47 55 69 69 04",                                                  # 31 Bergen partner
    "55 69 69 04",                                                      # 32
    "post@floyen-dagsenter.no",                                         # 33
    "+46 18 69 69 05",                                                  # 34 Uppsala partner
    "018-69 69 05",                                                     # 35
    "minnesmottagning@fyrisan-vard.se",                                 # 36
    "+358 3 3696 9060",                                                 # 37 Tampere partner
    "03 3696 9060",                                                     # 38
    "muistipoli@pyynikki-terveys.fi",                                   # 39
]
ORG_EIN = "22-6906969"
PLAN_PAYER_ID = "DBLTC69"
PLAN_GROUP = "NJLTC2026"
PLAN_RXBIN = "610969"
PLAN_PCN = "DBLTCRX"
ORG_NPIS = (blind5._npi_of("169973201"), blind5._npi_of("146908732"), blind5._npi_of("131690201"))  # noqa: SLF001
JP_CODE = "1316969012"   # 医療機関コード
KR_CODE = "11369690"     # 요양기관기호
TW_CODE = "0101069690"   # 醫事機構代碼
NO_ORG = "969 169 690"   # organisasjonsnummer
FI_YT = "3169690-9"      # Y-tunnus
REFERENCE_DAY = dt.date(2026, 3, 1)  # the day ages in this set are counted to

_table = blind39._table  # noqa: SLF001
_rows = blind39._rows  # noqa: SLF001

_COUNTRY = {"ja_JP": "JP", "ko_KR": "KR", "zh_TW": "TW", "nb_NO": "NO", "sv_SE": "SE", "fi_FI": "FI"}


def _locale(draw: Draw) -> str:
    return str(draw.cache.get("locale", "en_US"))


def _country(draw: Draw) -> str:
    return _COUNTRY.get(_locale(draw), "US")


def make_fakers(seed: int) -> dict[str, Any]:
    return dict(blind.make_fakers(seed, FAKER_LOCALES))


def _age_on(born: dt.date, day: dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def _luhn(body: str) -> str:
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return str((10 - total % 10) % 10)


def _ascii(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


# ---- people's names (the native form, and Latin letters for e-mails and passports) --------------------------------
_NAMES: dict[str, dict[str, list[tuple[str, str]]]] = {
    "JP": {"last": [("佐藤", "Sato"), ("鈴木", "Suzuki"), ("高橋", "Takahashi"), ("田中", "Tanaka"), ("渡辺", "Watanabe"), ("伊藤", "Ito"),
                    ("山本", "Yamamoto"), ("中村", "Nakamura"), ("小林", "Kobayashi"), ("加藤", "Kato"), ("吉田", "Yoshida"), ("松本", "Matsumoto")],
           "F": [("和子", "Kazuko"), ("幸子", "Sachiko"), ("節子", "Setsuko"), ("美智子", "Michiko"), ("久美子", "Kumiko"), ("恵子", "Keiko"), ("洋子", "Yoko")],
           "M": [("茂", "Shigeru"), ("清", "Kiyoshi"), ("博", "Hiroshi"), ("勇", "Isamu"), ("正雄", "Masao"), ("隆", "Takashi"), ("健一", "Kenichi")]},
    "KR": {"last": [("김", "Kim"), ("이", "Lee"), ("박", "Park"), ("최", "Choi"), ("정", "Jung"), ("강", "Kang"), ("조", "Cho"), ("윤", "Yoon"), ("임", "Lim")],
           "F": [("순자", "Soonja"), ("영숙", "Youngsook"), ("정숙", "Jungsook"), ("미경", "Mikyung"), ("옥순", "Oksoon"), ("명자", "Myungja")],
           "M": [("영수", "Youngsoo"), ("상철", "Sangchul"), ("정호", "Jungho"), ("성민", "Sungmin"), ("동현", "Donghyun"), ("병철", "Byungchul")]},
    "TW": {"last": [("陳", "Chen"), ("林", "Lin"), ("黃", "Huang"), ("張", "Chang"), ("李", "Lee"), ("王", "Wang"), ("吳", "Wu"), ("劉", "Liu"), ("蔡", "Tsai")],
           "F": [("淑芬", "Shu-Fen"), ("美玲", "Mei-Ling"), ("秀英", "Hsiu-Ying"), ("麗華", "Li-Hua"), ("玉蘭", "Yu-Lan"), ("碧霞", "Pi-Hsia")],
           "M": [("志明", "Chih-Ming"), ("建國", "Chien-Kuo"), ("文雄", "Wen-Hsiung"), ("俊傑", "Chun-Chieh"), ("明德", "Ming-Te"), ("金水", "Chin-Shui")]},
    "NO": {"last": [(n, n) for n in ["Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Nilsen", "Berg", "Haugen", "Hagen", "Solberg", "Bakke", "Lunde"]],
           "F": [(n, n) for n in ["Kari", "Ingrid", "Liv", "Anne", "Solveig", "Randi", "Astrid", "Bjørg"]],
           "M": [(n, n) for n in ["Ole", "Arne", "Knut", "Per", "Odd", "Bjørn", "Terje", "Øystein"]]},
    "SE": {"last": [(n, n) for n in ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Lindqvist", "Bergström", "Sjöberg", "Holm"]],
           "F": [(n, n) for n in ["Birgitta", "Margareta", "Kerstin", "Elisabeth", "Ingegerd", "Gunilla", "Britt", "Ulla"]],
           "M": [(n, n) for n in ["Lars", "Karl", "Bengt", "Sven", "Göran", "Lennart", "Åke", "Rolf"]]},
    "FI": {"last": [(n, n) for n in ["Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen"]],
           "F": [(n, n) for n in ["Aino", "Helena", "Marjatta", "Pirkko", "Raili", "Tuula", "Sirkka", "Anneli"]],
           "M": [(n, n) for n in ["Matti", "Pekka", "Juhani", "Kalevi", "Erkki", "Veikko", "Heikki", "Tapani"]]},
}


def _one_name(draw: Draw, sex: str) -> tuple[str, str, str, str]:
    """A given name and a family name, and the two in Latin letters."""
    country = _country(draw)
    if country == "US":
        fake = draw.fk["en_US"]
        first = fake.first_name_female() if sex == "F" else fake.first_name_male()
        last = fake.last_name()
        return first, last, first, last
    table = _NAMES[country]
    first, last = draw.pick(table[sex]), draw.pick(table["last"])
    return first[0], last[0], first[1], last[1]


def _full(country: str, first: str, last: str) -> str:
    if country in ("JP",):
        return f"{last} {first}"
    if country in ("KR", "TW"):
        return f"{last}{first}"
    return f"{first} {last}"


def _person(draw: Draw) -> None:
    """The text's person (sex first, a name that agrees), a carer or relative and a third person of the same locale."""
    country = _country(draw)
    sex = draw.pick(["F", "M"])
    first, last, lat_first, lat_last = _one_name(draw, sex)
    draw.cache.update({"_sex": sex, "sex": sex, "first": first, "last": last, "name": _full(country, first, last),
                       "_lat_first": lat_first, "_lat_last": lat_last, "first_upper": lat_first.upper(), "last_upper": lat_last.upper()})
    for suffix in ("2", "3"):
        other = _one_name(draw, draw.pick(["F", "M"]))
        last_other = last if suffix == "2" and country in ("US", "NO", "SE", "FI", "JP") else other[1]
        draw.cache.update({"first" + suffix: other[0], "last" + suffix: last_other, "name" + suffix: _full(country, other[0], last_other)})


def _sex(draw: Draw) -> str:
    return str(draw.cache.get("_sex", "M"))


def _birth(draw: Draw, low: int = 1937, high: int = 1958) -> dt.date:
    """The text's one person's birth date, drawn once: national numbers, ages and printed dates agree."""
    if "_birth" not in draw.cache:
        draw.cache["_birth"] = draw.date_between(low, high)  # type: ignore[assignment]
    return draw.cache["_birth"]  # type: ignore[return-value]


def _death_day(draw: Draw) -> dt.date:
    if "_death" not in draw.cache:
        draw.cache["_death"] = dt.date.fromordinal(draw.rng.randint(dt.date(2025, 1, 10).toordinal(), dt.date(2026, 2, 20).toordinal()))  # type: ignore[assignment]
    return draw.cache["_death"]  # type: ignore[return-value]


def _sub(draw: Draw, count: int) -> str:
    """Subscriber digits: never a run of this set's fiction ranges."""
    while True:
        out = str(draw.rng.randint(2, 9)) + draw.digits(count - 1)
        if not any(bad in out for bad in ("555", "6969", "369", "014")):
            return out


# ---- dates in the languages of the set ----------------------------------------------------------------------------
_NO_MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"]
_SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"]
_FI_MONTHS = ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta",
              "lokakuuta", "marraskuuta", "joulukuuta"]
_ERAS = [(dt.date(2019, 5, 1), "令和", "R"), (dt.date(1989, 1, 8), "平成", "H"), (dt.date(1926, 12, 25), "昭和", "S"), (dt.date(1912, 7, 30), "大正", "T")]


def _era(day: dt.date) -> tuple[str, str, str]:
    """A date's Japanese era, the era's letter and its year ('元' for the first)."""
    for start, name, letter in _ERAS:
        if day >= start:
            year = day.year - start.year + 1
            return name, letter, "元" if year == 1 else str(year)
    return "明治", "M", str(day.year - 1867)


def _date_in(draw: Draw, day: dt.date, country: str | None = None) -> str:
    """A date as the text's country prints it."""
    d, m, y = day.day, day.month, day.year
    country = country or _country(draw)
    if country == "JP":
        era, letter, ey = _era(day)
        return draw.pick([f"{y}年{m}月{d}日", f"{era}{ey}年{m}月{d}日", f"{era}{ey}年{m:02d}月{d:02d}日", f"{letter}{ey if ey != '元' else 1}.{m}.{d}",
                          f"{y}/{m:02d}/{d:02d}", f"{era}{ey}（{y}）年{m}月{d}日"])
    if country == "KR":
        return draw.pick([f"{y}년 {m}월 {d}일", f"{y}.{m:02d}.{d:02d}", f"{y}. {m}. {d}.", f"{y}-{m:02d}-{d:02d}", f"{y}년 {m:02d}월 {d:02d}일"])
    if country == "TW":
        roc = y - 1911
        return draw.pick([f"民國{roc}年{m}月{d}日", f"民國{roc:03d}年{m:02d}月{d:02d}日", f"{y}年{m}月{d}日", f"{roc:03d}/{m:02d}/{d:02d}", f"{y}/{m:02d}/{d:02d}"])
    if country == "NO":
        return draw.pick([f"{d}. {_NO_MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y}", f"{d}. {_NO_MONTHS[m - 1][:3]}. {y}"])
    if country == "SE":
        return draw.pick([f"{d} {_SV_MONTHS[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}", f"{d}/{m} {y}", f"den {d} {_SV_MONTHS[m - 1]} {y}"])
    if country == "FI":
        return draw.pick([f"{d}. {_FI_MONTHS[m - 1]} {y}", f"{d}.{m}.{y}", f"{d:02d}.{m:02d}.{y}"])
    month = blind.MONTHS[m - 1]
    return draw.pick([f"{m:02d}/{d:02d}/{y}", f"{m}/{d}/{y}", f"{month} {d}, {y}", f"{month[:3]}. {d}, {y}", f"{m:02d}-{d:02d}-{y}", f"{m}/{d}/{y % 100:02d}",
                      f"{d} {month} {y}", f"{m:02d}.{d:02d}.{y}"])


def dob_v69(draw: Draw) -> str:
    return _date_in(draw, _birth(draw))


def dob_elder_v69(draw: Draw) -> str:
    """The birth date of a person of 90 or more (the text gives the age too, and they agree)."""
    return _date_in(draw, _birth(draw, 1926, 1935))


def dob_elder_us_v69(draw: Draw) -> str:
    return _birth(draw, 1926, 1935).strftime("%m/%d/%Y")


def dob_iso_v69(draw: Draw) -> str:
    return _birth(draw).isoformat()


def dob_compact_v69(draw: Draw) -> str:
    return _birth(draw).strftime("%Y%m%d")


def dob_us_v69(draw: Draw) -> str:
    return _birth(draw).strftime("%m/%d/%Y")


def _birth2(draw: Draw) -> dt.date:
    """A second, younger person's birth date on a list (1938-1955: under 90)."""
    if "_birth2" not in draw.cache:
        draw.cache["_birth2"] = draw.date_between(1938, 1955)  # type: ignore[assignment]
    return draw.cache["_birth2"]  # type: ignore[return-value]


def dob2_us_v69(draw: Draw) -> str:
    return _birth2(draw).strftime("%m/%d/%Y")


def dod_v69(draw: Draw) -> str:
    return _date_in(draw, _death_day(draw))


def dod_iso_v69(draw: Draw) -> str:
    return f"{_death_day(draw).isoformat()}T{draw.rng.randint(0, 23):02d}:{draw.rng.randint(0, 59):02d}:00-05:00"


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _elder_age(draw: Draw) -> int:
    return _age_on(_birth(draw, 1926, 1935), REFERENCE_DAY)


def age_elder_v69(draw: Draw) -> str:
    """The age on the reference day of the text's person born 1926-1935, as the text's language says it."""
    age = _elder_age(draw)
    country = _country(draw)
    if country == "JP":
        return draw.pick([f"{age}歳", f"満{age}歳", f"{age}才"])
    if country == "KR":
        return draw.pick([f"{age}세", f"만 {age}세", f"{age}살"])
    if country == "TW":
        return draw.pick([f"{age}歲", f"{age} 歲", f"實歲{age}歲"])
    if country in ("NO", "SE"):
        return draw.pick([f"{age} år", f"{age} år gammel" if country == "NO" else f"{age} år gammal"])
    if country == "FI":
        return draw.pick([f"{age}-vuotias", f"{age} v", f"{age} vuotta"])
    if age == 100:
        return draw.pick(["100", "100 years old", "a hundred", "100-year-old"])
    spelled = "ninety" + (f"-{_ONES[age % 10]}" if age % 10 else "")
    return draw.pick([f"{age}", f"{age}-year-old", f"{age} years old", spelled, f"{age} y/o", f"aged {age}", f"{age}yo", f"{spelled}-year-old"])


def age_at_death_v69(draw: Draw) -> str:
    """The age at death of a person born 1926-1935 (a death certificate's box)."""
    return str(_age_on(_birth(draw, 1926, 1935), _death_day(draw)))


# ---- United States (New Jersey) -----------------------------------------------------------------------------------
def _ssn_value(draw: Draw) -> str:
    while True:
        area = draw.rng.randint(1, 899)
        if area != 666:
            return f"{area:03d}{draw.rng.randint(1, 99):02d}{draw.rng.randint(1, 9999):04d}"


def ssn_v69(draw: Draw) -> str:
    """An SSN: dashed (most often), spaced, whole, or dashed with spaces around the dashes as some forms print it."""
    v = _ssn_value(draw)
    return draw.pick([f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]}-{v[3:5]}-{v[5:]}", f"{v[:3]} {v[3:5]} {v[5:]}", v, f"{v[:3]} - {v[3:5]} - {v[5:]}", f"{v[:3]}–{v[3:5]}–{v[5:]}"])


def ssn_plain_v69(draw: Draw) -> str:
    return _ssn_value(draw)


_MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"
_MBI_ALNUM = _MBI_ALPHA + "0123456789"


def _mbi(draw: Draw) -> str:
    d = draw
    return (str(d.rng.randint(1, 9)) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM)) + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALNUM))
            + d.digits(1) + d.pick(list(_MBI_ALPHA)) + d.pick(list(_MBI_ALPHA)) + d.digits(2))


def mbi_v69(draw: Draw) -> str:
    """A Medicare Beneficiary Identifier: whole, dashed 4-3-4, spaced, or lower case as typed into a portal."""
    v = _mbi(draw)
    return draw.pick([v, v, f"{v[:4]}-{v[4:7]}-{v[7:]}", f"{v[:4]} {v[4:7]} {v[7:]}", v.lower()])


def ltc_policy_v69(draw: Draw) -> str:
    """A long-term care insurance policy or certificate number."""
    return draw.pick([f"LTC{draw.digits(9, True)}", f"DB-{draw.digits(3, True)}-{draw.digits(6)}", f"{draw.digits(2, True)}L{draw.digits(7)}", f"DBL {draw.digits(4, True)} {draw.digits(4)}"])


def ltc_policy_plain_v69(draw: Draw) -> str:
    return f"LTC{draw.digits(9, True)}"


def medicaid_nj_v69(draw: Draw) -> str:
    """A New Jersey Medicaid ID (twelve digits), whole or grouped."""
    v = draw.digits(12, True)
    return draw.pick([v, f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:3]}-{v[3:7]}-{v[7:]}"])


def member_v69(draw: Draw) -> str:
    return draw.pick([mbi_v69, medicaid_nj_v69, ltc_policy_v69])(draw)


def mrn_v69(draw: Draw) -> str:
    """A memory-clinic chart, a hospital MRN or an encounter number."""
    return draw.pick([f"PFM{draw.digits(6, True)}", draw.digits(8, True), f"WH-{draw.digits(7, True)}", f"{draw.digits(3, True)}-{draw.digits(3)}-{draw.digits(3)}",
                      f"E{draw.digits(9, True)}"])


def mrn_plain_v69(draw: Draw) -> str:
    return f"WH{draw.digits(7, True)}"


def docket_v69(draw: Draw) -> str:
    """A guardianship docket number of the Superior Court, Chancery Division, Probate Part (county, P, serial, year)."""
    county = draw.pick(["BER", "PAS", "MID", "UNN", "ESX"])
    return draw.pick([f"{county}-P-{draw.digits(4, True)}-{draw.rng.randint(19, 24)}", f"{county}-P-{draw.digits(6, True)}-{draw.rng.randint(19, 24)}"])


_NJ_TOWNS = [("Paterson", "07501"), ("Paterson", "07504"), ("Clifton", "07011"), ("Passaic", "07055"), ("New Brunswick", "08901"), ("Edison", "08817"),
             ("Piscataway", "08854"), ("Summit", "07901"), ("Westfield", "07090"), ("Fort Lee", "07024"), ("Hackensack", "07601"), ("Teaneck", "07666"),
             ("Montclair", "07042"), ("Bloomfield", "07003"), ("Elizabeth", "07201"), ("Union", "07083"), ("Cranford", "07016")]
_NJ_STREETS = ["Main St", "Broad St", "Market St", "Ridgewood Ave", "Anderson Ave", "Livingston Ave", "Springfield Ave", "Bloomfield Ave", "Palisade Ave",
               "Teaneck Rd", "Hamilton St", "Easton Ave", "Morris Ave", "Van Houten Ave", "Cedar Ln", "Elm St"]


def _nj_parts(draw: Draw) -> tuple[str, str, str, str]:
    town, zip_code = draw.pick(_NJ_TOWNS)
    street = f"{draw.rng.randint(12, 1899)} {draw.pick(_NJ_STREETS)}"
    unit = draw.pick(["", "", "", f", Apt {draw.rng.randint(1, 30)}{draw.pick(['', 'A', 'D'])}", f" Unit {draw.rng.randint(1, 80)}", f" #{draw.rng.randint(2, 410)}", ", 2nd Fl"])
    return street, unit, town, zip_code


def addr_nj_v69(draw: Draw) -> str:
    street, unit, town, zip_code = _nj_parts(draw)
    return draw.pick([f"{street}{unit}, {town}, NJ {zip_code}", f"{street}{unit}\n{town}, NJ {zip_code}", f"{street}{unit}, {town} NJ {zip_code}-{draw.digits(4)}",
                      f"{street.upper()}{unit.upper()}, {town.upper()} NJ {zip_code}", f"{street}{unit}, {town}, New Jersey {zip_code}"])


def addr_hl7_v69(draw: Draw) -> str:
    street, _, town, zip_code = _nj_parts(draw)
    return f"{street.upper()}^^{town.upper()}^NJ^{zip_code}^USA^H"


def addr_fhir_v69(draw: Draw) -> str:
    street, _, town, zip_code = _nj_parts(draw)
    return f"{street}\"], \"city\": \"{town}\", \"state\": \"NJ\", \"postalCode\": \"{zip_code}"


def addr_x12_v69(draw: Draw) -> str:
    street, _, town, zip_code = _nj_parts(draw)
    return f"{street.upper()}~\nN4*{town.upper()}*NJ*{zip_code}"


def _exchange(draw: Draw) -> str:
    while True:
        exchange = str(draw.rng.randint(201, 989))
        if exchange != "555" and exchange[1:] != "11":
            return exchange


def phone_nj_v69(draw: Draw) -> str:
    """A person's line: New Jersey areas mostly, a relative's in New York or Philadelphia now and then."""
    area = draw.pick(["973", "201", "732", "908", "862", "551", "848", "609", "646", "718", "215"])
    exchange, line = _exchange(draw), draw.digits(4)
    return draw.pick([f"({area}) {exchange}-{line}", f"{area}-{exchange}-{line}", f"{area}.{exchange}.{line}", f"+1 {area} {exchange} {line}", f"1-{area}-{exchange}-{line}",
                      f"{area}{exchange}{line}", f"({area}){exchange}-{line}", f"{area}-{exchange}-{line} (cell)", f"({area}) {exchange}-{line} x{draw.rng.randint(2, 399)}"])


def phone_e164_v69(draw: Draw) -> str:
    return f"+1{draw.pick(['973', '201', '908'])}{_exchange(draw)}{draw.digits(4)}"


def phone_hl7_v69(draw: Draw) -> tuple[str, str, str]:
    return "^PRN^PH^^1^", f"{draw.pick(['973', '732'])}^{_exchange(draw)}{draw.digits(4)}", ""


def _aba(body: str) -> str:
    total = sum(int(ch) * w for ch, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7)))
    return body + str((10 - total % 10) % 10)


def account_us_v69(draw: Draw) -> str:
    """A New Jersey checking account with its routing number (one span)."""
    routing = _aba(draw.pick(["02120140", "03120001", "02100002", "22127468", "03120764"]))
    account = draw.digits(draw.pick([9, 10, 12]), True)
    return draw.pick([f"routing {routing}, account {account}", f"ABA {routing} / acct {account}", f"{routing} {account}", f"RTN {routing}  Acct# {account}"])


def plate_nj_v69(draw: Draw) -> str:
    """A New Jersey plate: a letter, two digits, three letters (A12-BCD), or a handicapped plate's digits."""
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ"
    v = f"{draw.letters(1, alpha)}{draw.digits(2)}-{draw.letters(3, alpha)}"
    return draw.pick([v, v.replace("-", " "), v.replace("-", ""), f"NJ {v}", f"{draw.digits(2, True)}{draw.letters(2, alpha)}{draw.digits(2)} (HC)"])


_VIN_VALUES = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
               "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
_VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_v69(draw: Draw) -> str:
    """A VIN (makers' WMIs of older people's sedans), with the position-9 check digit."""
    alnum = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = draw.pick(["1HGCM8", "4T1BF1", "1G1ZD5", "JTDKN3", "1FAHP3", "5NPE24"]) + draw.letters(2, alnum) + "0" + draw.pick(list("89ABCDEFG")) + draw.letters(1, "ABCDHKLMNRS") + draw.digits(6)
    total = sum(_VIN_VALUES[ch] * w for ch, w in zip(body, _VIN_WEIGHTS))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


def passport_us_v69(draw: Draw) -> str:
    return draw.pick([draw.digits(9, True), f"A{draw.digits(8)}"])


# ---- Japan ---------------------------------------------------------------------------------------------------------
def _my_number(body: str) -> str:
    """The check digit of a Japanese individual number (My Number) over its eleven digits."""
    total = 0
    for n, ch in enumerate(reversed(body), start=1):
        q = n + 1 if n <= 6 else n - 5
        total += int(ch) * q
    r = total % 11
    return "0" if r <= 1 else str(11 - r)


def mynumber_v69(draw: Draw) -> str:
    body = draw.digits(11, True)
    v = body + _my_number(body)
    return draw.pick([f"{v[:4]} {v[4:8]} {v[8:]}", v, f"{v[:4]}-{v[4:8]}-{v[8:]}", f"{v[:4]} {v[4:8]} {v[8:]}"])


def jp_insurance_v69(draw: Draw) -> str:
    """A Japanese card's insured number: the late-elders' 8 digits, the long-term-care 10 digits, or a kokuho 記号・番号."""
    return draw.pick([f"{draw.digits(8, True)}", f"{draw.digits(10, True)}", f"記号 {draw.digits(4, True)} 番号 {draw.digits(6, True)}",
                      f"{draw.digits(2, True)}-{draw.digits(6)}（枝番 0{draw.rng.randint(0, 3)}）", f"{draw.digits(4, True)}・{draw.digits(5)}"])


def jp_patient_v69(draw: Draw) -> str:
    return draw.pick([draw.digits(7, True), f"{draw.digits(2, True)}-{draw.digits(5)}", f"{draw.digits(8)}"])


_JP_PLACES = [("154-0015", "東京都", "世田谷区", "桜新町"), ("166-0003", "東京都", "杉並区", "高円寺南"), ("530-0041", "大阪府", "大阪市北区", "天神橋"),
              ("223-0062", "神奈川県", "横浜市港北区", "日吉本町"), ("464-0841", "愛知県", "名古屋市千種区", "覚王山通"), ("810-0041", "福岡県", "福岡市中央区", "大名"),
              ("062-0933", "北海道", "札幌市豊平区", "平岸三条")]
_KANJI_NUM = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"]


def addr_jp_v69(draw: Draw) -> str:
    zip_code, pref, city, town = draw.pick(_JP_PLACES)
    c, b, g = draw.rng.randint(1, 6), draw.rng.randint(1, 30), draw.rng.randint(1, 25)
    bldg = draw.pick(["", "", f" {draw.pick(['ハイツ', 'コーポ', 'メゾン'])}{draw.pick(['桜', 'みどり', '青葉'])}{draw.rng.randint(1, 4)}0{draw.rng.randint(1, 8)}号室",
                      f"-{draw.rng.randint(1, 9)}0{draw.rng.randint(1, 9)}"])
    return draw.pick([f"〒{zip_code} {pref}{city}{town}{c}丁目{b}番{g}号{bldg}", f"〒{zip_code}\n{pref}{city}{town}{c}-{b}-{g}{bldg}",
                      f"{pref}{city}{town}{_KANJI_NUM[c]}丁目{b}番{g}号{bldg}", f"{city}{town}{c}-{b}-{g}{bldg}（〒{zip_code}）"])


def phone_jp_v69(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        pre = draw.pick(["90", "80", "70"])
        a, b = _sub(draw, 4), draw.digits(4)
        return draw.pick([f"0{pre}-{a}-{b}", f"0{pre}{a}{b}", f"+81 {pre}-{a}-{b}", f"+81-{pre}-{a}-{b}", f"0{pre} {a} {b}", f"(+81) {pre} {a} {b}"])
    area = draw.pick(["3", "6", "45", "52", "92"])
    rest = _sub(draw, 8 - len(area) + 1)
    cut = 4
    return draw.pick([f"0{area}-{rest[:-cut]}-{rest[-cut:]}", f"+81 {area}-{rest[:-cut]}-{rest[-cut:]}", f"0{area}({rest[:-cut]}){rest[-cut:]}"])


def account_jp_v69(draw: Draw) -> str:
    if draw.rng.random() < 0.65:
        bank = draw.pick(["三菱UFJ銀行", "三井住友銀行", "みずほ銀行", "りそな銀行", "横浜銀行"])
        branch = draw.pick(["新宿支店", "梅田支店", "横浜駅前支店", "荻窪支店", "本店営業部"])
        code, acct = draw.digits(3, True), draw.digits(7, True)
        return draw.pick([f"{bank} {branch}（{code}） 普通 {acct}", f"{bank}{branch} 普通預金 口座番号{acct}", f"{bank} 店番{code} 普通 {acct}"])
    mark, number = f"1{draw.digits(3)}0", draw.digits(7, True) + "1"
    return draw.pick([f"ゆうちょ銀行 記号{mark} 番号{number}", f"ゆうちょ 記号 {mark}-{number}"])


def passport_jp_v69(draw: Draw) -> str:
    return f"{draw.pick(['TK', 'TR', 'TS', 'MZ', 'TZ'])}{draw.digits(7)}"


# ---- Korea ---------------------------------------------------------------------------------------------------------
def _rrn(draw: Draw) -> str:
    born = _birth(draw)
    century = 0 if born.year < 2000 else 2
    sex = (1 if _sex(draw) == "M" else 2) + century
    body = born.strftime("%y%m%d") + str(sex) + f"{draw.rng.randint(0, 95):02d}" + draw.digits(3)  # the place-of-birth code runs 00-95
    total = sum(int(ch) * w for ch, w in zip(body, (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)))
    return body + str((11 - total % 11) % 10)


def rrn_v69(draw: Draw) -> str:
    """A Korean resident registration number: the birth date, the sex and century digit, five digits, the check digit."""
    v = _rrn(draw)
    return draw.pick([f"{v[:6]}-{v[6:]}", f"{v[:6]}-{v[6:]}", v, f"{v[:6]} - {v[6:]}"])


def ltc_kr_v69(draw: Draw) -> str:
    """A long-term-care recognition number (장기요양인정번호): L and ten digits."""
    v = f"L{draw.digits(10, True)}"
    return draw.pick([v, f"{v[:6]}-{v[6:]}", f"L-{v[1:]}"])


def kr_patient_v69(draw: Draw) -> str:
    return draw.pick([draw.digits(8, True), f"{draw.digits(2, True)}-{draw.digits(6)}"])


_KR_PLACES = [("03925", "서울특별시 마포구", "월드컵북로", "성산동"), ("06236", "서울특별시 강남구", "테헤란로", "역삼동"), ("48094", "부산광역시 해운대구", "해운대로", "우동"),
              ("42188", "대구광역시 수성구", "달구벌대로", "범어동"), ("16488", "경기도 수원시 팔달구", "정조로", "남창동"), ("21984", "인천광역시 연수구", "컨벤시아대로", "송도동")]


def addr_kr_v69(draw: Draw) -> str:
    code, city, road, dong = draw.pick(_KR_PLACES)
    n, apt, ho = draw.rng.randint(3, 420), draw.rng.randint(101, 112), f"{draw.rng.randint(1, 24)}{draw.rng.randint(1, 4):02d}"
    return draw.pick([f"{city} {road} {n}, {apt}동 {ho}호 ({dong})", f"({code}) {city} {road} {n}, {apt}동 {ho}호", f"우) {code} {city} {road}{n}번길 {draw.rng.randint(2, 40)}",
                      f"{city} {dong} {draw.rng.randint(10, 999)}-{draw.rng.randint(1, 30)}번지 {ho}호"])


def phone_kr_v69(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        a, b = _sub(draw, 4), draw.digits(4)
        return draw.pick([f"010-{a}-{b}", f"010{a}{b}", f"+82 10-{a}-{b}", f"+82-10-{a}-{b}", f"010 {a} {b}", f"010.{a}.{b}"])
    a, b = _sub(draw, 3), draw.digits(4)
    return draw.pick([f"02-{a}-{b}", f"031-{a}-{b}", f"+82 2-{a}-{b}"])


def account_kr_v69(draw: Draw) -> str:
    style = draw.pick(["kb", "shinhan", "woori", "nh"])
    if style == "kb":
        v = f"{draw.digits(6, True)}-{draw.digits(2)}-{draw.digits(6)}"
        return draw.pick([f"국민은행 {v}", f"KB국민 {v}"])
    if style == "shinhan":
        return f"신한은행 110-{draw.digits(3)}-{draw.digits(6)}"
    if style == "woori":
        return f"우리은행 1002-{draw.digits(3)}-{draw.digits(6)}"
    return f"농협 {draw.pick(['302', '351', '356'])}-{draw.digits(4)}-{draw.digits(4)}-{draw.digits(2)}"


def passport_kr_v69(draw: Draw) -> str:
    return draw.pick([f"M{draw.digits(8)}", f"M{draw.digits(3)}{draw.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{draw.digits(4)}"])


def plate_kr_v69(draw: Draw) -> str:
    syl = draw.pick(["가", "나", "다", "라", "마", "거", "너", "더", "러", "머", "고", "노", "도", "로", "모", "구", "누", "두", "루", "무", "버", "서", "어", "저", "허"])
    return draw.pick([f"{draw.digits(2, True)}{syl} {draw.digits(4, True)}", f"{draw.digits(3, True)}{syl} {draw.digits(4, True)}", f"서울{draw.digits(2, True)}{syl}{draw.digits(4, True)}"])


# ---- Taiwan --------------------------------------------------------------------------------------------------------
_TW_LETTERS = {"A": 10, "B": 11, "C": 12, "D": 13, "E": 14, "F": 15, "G": 16, "H": 17, "I": 34, "J": 18, "K": 19, "L": 20, "M": 21, "N": 22,
               "O": 35, "P": 23, "Q": 24, "R": 25, "S": 26, "T": 27, "U": 28, "V": 29, "W": 32, "X": 30, "Y": 31, "Z": 33}


def tw_id_v69(draw: Draw) -> str:
    """A Taiwanese national ID: the place letter, 1 for a man or 2 for a woman, seven digits, the check digit."""
    letter = draw.pick(["A", "A", "B", "E", "F", "H", "D", "N"])
    body = ("1" if _sex(draw) == "M" else "2") + draw.digits(7)
    code = _TW_LETTERS[letter]
    total = code // 10 + (code % 10) * 9 + sum(int(ch) * w for ch, w in zip(body, (8, 7, 6, 5, 4, 3, 2, 1)))
    v = f"{letter}{body}{(10 - total % 10) % 10}"
    return draw.pick([v, v, f"{v[0]} {v[1:]}"])


def tw_nhi_v69(draw: Draw) -> str:
    v = "0000" + draw.digits(8, True)
    return draw.pick([v, f"{v[:4]} {v[4:8]} {v[8:]}", f"{v[:4]}-{v[4:8]}-{v[8:]}"])


def tw_patient_v69(draw: Draw) -> str:
    return draw.pick([draw.digits(8, True), f"{draw.digits(7, True)}-{draw.digits(1)}"])


_TW_PLACES = [("100", "臺北市", "中正區", "羅斯福路", "一段"), ("106", "臺北市", "大安區", "和平東路", "二段"), ("112", "臺北市", "北投區", "石牌路", "二段"),
              ("407", "臺中市", "西屯區", "臺灣大道", "三段"), ("802", "高雄市", "苓雅區", "四維", "三路"), ("220", "新北市", "板橋區", "文化路", "一段")]


def addr_tw_v69(draw: Draw) -> str:
    code, city, dist, road, sec = draw.pick(_TW_PLACES)
    lane, no, fl = draw.rng.randint(2, 180), draw.rng.randint(1, 99), draw.rng.randint(2, 14)
    lane_part = draw.pick(["", f"{lane}巷", f"{lane}巷{draw.rng.randint(1, 20)}弄"])
    city_alt = city.replace("臺", draw.pick(["臺", "台"]))
    return draw.pick([f"{code}{city_alt}{dist}{road}{sec}{lane_part}{no}號{fl}樓", f"{code}{draw.digits(3)} {city_alt}{dist}{road}{sec}{lane_part}{no}號{fl}樓之{draw.rng.randint(1, 6)}",
                      f"{city_alt}{dist}{road}{sec}{lane_part}{no}號{fl}F"])


def phone_tw_v69(draw: Draw) -> str:
    if draw.rng.random() < 0.7:
        a, b = "9" + draw.digits(2), _sub(draw, 6)
        return draw.pick([f"0{a}-{b[:3]}-{b[3:]}", f"0{a}{b}", f"+886 {a} {b[:3]} {b[3:]}", f"+886-{a}-{b}", f"0{a} {b[:3]} {b[3:]}", f"0{a}-{b}"])
    b = _sub(draw, 8)
    return draw.pick([f"(02){b[:4]}-{b[4:]}", f"02-{b[:4]}-{b[4:]}", f"+886 2 {b[:4]} {b[4:]}"])


def account_tw_v69(draw: Draw) -> str:
    if draw.rng.random() < 0.5:
        return draw.pick([f"郵局 局號{draw.digits(7)} 帳號{draw.digits(7)}", f"中華郵政 {draw.digits(7)}-{draw.digits(7)}"])
    bank = draw.pick([("822", "中國信託"), ("012", "台北富邦"), ("004", "臺灣銀行"), ("808", "玉山銀行")])
    return draw.pick([f"（{bank[0]}）{bank[1]} {draw.digits(4)}-{draw.digits(4)}-{draw.digits(4)}", f"{bank[1]}銀行代碼{bank[0]} 帳號{draw.digits(12, True)}"])


def passport_tw_v69(draw: Draw) -> str:
    return f"3{draw.digits(8)}"


# ---- Norway --------------------------------------------------------------------------------------------------------
def _fnr(draw: Draw) -> str:
    born = _birth(draw)
    while True:
        if born.year < 1900:
            individ = draw.rng.randint(500, 749)
        elif born.year < 2000:
            individ = draw.rng.randint(0, 499)
        else:
            individ = draw.rng.randint(500, 999)
        if individ % 2 != (1 if _sex(draw) == "M" else 0):  # the third individual digit: odd for a man
            continue
        body = born.strftime("%d%m%y") + f"{individ:03d}"
        k1 = 11 - sum(int(ch) * w for ch, w in zip(body, (3, 7, 6, 1, 8, 9, 4, 5, 2))) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        body += str(k1)
        k2 = 11 - sum(int(ch) * w for ch, w in zip(body, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return body + str(k2)


def fnr_v69(draw: Draw) -> str:
    """A fødselsnummer: the birth date DDMMYY, the individual number (odd third digit for a man), two mod-11 digits."""
    v = _fnr(draw)
    return draw.pick([v, v, f"{v[:6]} {v[6:]}", f"{v[:6]}-{v[6:]}"])


def _kontonummer(draw: Draw) -> str:
    while True:
        body = draw.pick(["1503", "1506", "3000", "9710", "1207", "6345"]) + draw.digits(6)
        k = 11 - sum(int(ch) * w for ch, w in zip(body, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
        if k == 10:
            continue
        return body + str(0 if k == 11 else k)


def _iban(cc: str, bban: str) -> str:
    moved = bban + cc + "00"
    number = int("".join(str(int(ch, 36)) for ch in moved))
    return f"{cc}{98 - number % 97:02d}{bban}"


def _iban_print(draw: Draw, iban: str) -> str:
    return draw.pick([" ".join(iban[i:i + 4] for i in range(0, len(iban), 4)), iban, f"IBAN {' '.join(iban[i:i + 4] for i in range(0, len(iban), 4))}"])


def account_no_v69(draw: Draw) -> str:
    """A Norwegian kontonummer (mod-11 check digit), dotted or spaced as banks print it, or its IBAN."""
    v = _kontonummer(draw)
    if draw.rng.random() < 0.35:
        return _iban_print(draw, _iban("NO", v))
    return draw.pick([f"{v[:4]}.{v[4:6]}.{v[6:]}", f"{v[:4]} {v[4:6]} {v[6:]}", v])


def addr_no_v69(draw: Draw) -> str:
    street = draw.pick(["Kong Oscars gate", "Nygårdsgaten", "Fjellveien", "Storgata", "Sandviksveien", "Kalfarveien", "Thormøhlens gate"])
    postnr, town = draw.pick([("5003", "Bergen"), ("5009", "Bergen"), ("5015", "Bergen"), ("0458", "Oslo"), ("7030", "Trondheim"), ("4010", "Stavanger")])
    n = f"{draw.rng.randint(1, 88)}{draw.pick(['', '', 'A', 'B'])}"
    flat = draw.pick(["", "", f", leil. H0{draw.rng.randint(1, 4)}0{draw.rng.randint(1, 6)}"])
    return draw.pick([f"{street} {n}{flat}, {postnr} {town}", f"{street} {n}{flat}\n{postnr} {town.upper()}", f"{street} {n}, {postnr} {town}, Norge"])


def phone_no_v69(draw: Draw) -> str:
    v = draw.pick(["4", "9"]) + _sub(draw, 7)
    return draw.pick([f"{v[:3]} {v[3:5]} {v[5:]}", v, f"+47 {v[:3]} {v[3:5]} {v[5:]}", f"+47 {v[:2]} {v[2:4]} {v[4:6]} {v[6:]}", f"0047 {v}", f"{v[:2]} {v[2:4]} {v[4:6]} {v[6:]}"])


def passport_no_v69(draw: Draw) -> str:
    return f"{draw.pick(['FN', 'FJ', 'FH', 'FK'])}{draw.digits(7)}"


def plate_no_v69(draw: Draw) -> str:
    return draw.pick([f"{draw.pick(['SV', 'SU', 'SP', 'EL', 'EV', 'DR'])} {draw.digits(5, True)}", f"{draw.pick(['SV', 'SU', 'EL'])}{draw.digits(5, True)}"])


# ---- Sweden --------------------------------------------------------------------------------------------------------
def personnummer_v69(draw: Draw) -> str:
    """A personnummer: YYMMDD, - (or + from the hundredth year), three digits (odd third digit for a man), the Luhn digit;
    or the twelve-digit form."""
    born = _birth(draw)
    while True:
        serial = draw.digits(3)
        if int(serial[2]) % 2 == (1 if _sex(draw) == "M" else 0):
            break
    body = born.strftime("%y%m%d") + serial
    check = _luhn(body)  # weights 2, 1, 2 ... from the first of the nine digits
    sep = "+" if _age_on(born, REFERENCE_DAY) >= 100 else "-"
    short = f"{body[:6]}{sep}{body[6:]}{check}"
    long = f"{born.year}{body[2:6]}-{body[6:]}{check}"
    return draw.pick([short, short, long, long.replace("-", "")])


def account_se_v69(draw: Draw) -> str:
    """A Swedish clearing and account number as banks print them, or an IBAN."""
    style = draw.rng.random()
    if style < 0.3:
        bban = draw.pick(["500", "600", "800", "300"]) + draw.digits(17)
        return _iban_print(draw, _iban("SE", bban))
    bank = draw.pick([("Handelsbanken", f"6{draw.digits(3)}", f"{draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}"),
                      ("SEB", f"5{draw.digits(3)}", f"{draw.digits(2, True)} {draw.digits(3)} {draw.digits(2)}"),
                      ("Swedbank", f"8{draw.digits(3)}-{draw.digits(1)}", f"{draw.digits(3, True)} {draw.digits(3)} {draw.digits(3)}-{draw.digits(1)}")])
    return draw.pick([f"{bank[0]}, clearingnr {bank[1]}, kontonr {bank[2]}", f"{bank[1]}, {bank[2]} ({bank[0]})"])


def addr_se_v69(draw: Draw) -> str:
    street = draw.pick(["Svartbäcksgatan", "Kungsgatan", "Drottninggatan", "Storgatan", "Sysslomansgatan", "Luthagsesplanaden"])
    postnr, town = draw.pick([("753 20", "Uppsala"), ("752 37", "Uppsala"), ("753 33", "Uppsala"), ("113 51", "Stockholm"), ("413 04", "Göteborg"), ("211 42", "Malmö")])
    n = f"{draw.rng.randint(1, 70)}{draw.pick(['', '', 'A', 'B'])}"
    flat = draw.pick(["", f" lgh {draw.rng.randint(10, 14)}0{draw.rng.randint(1, 6)}", f", {draw.rng.randint(1, 5)} tr"])
    return draw.pick([f"{street} {n}{flat}, {postnr} {town}", f"{street} {n}{flat}\n{postnr} {town.upper()}", f"{street} {n}{flat}, {postnr.replace(' ', '')} {town}"])


def phone_se_v69(draw: Draw) -> str:
    if draw.rng.random() < 0.75:
        pre, v = draw.pick(["70", "72", "73", "76"]), _sub(draw, 7)
        return draw.pick([f"0{pre}-{v[:3]} {v[3:5]} {v[5:]}", f"0{pre}{v}", f"+46 {pre} {v[:3]} {v[3:5]} {v[5:]}", f"+46{pre}{v}", f"0{pre} {v[:3]} {v[3:]}"])
    v = _sub(draw, 6)
    return draw.pick([f"018-{v[:2]} {v[2:4]} {v[4:]}", f"08-{v[:3]} {v[3:]}{draw.digits(1)}", f"+46 18 {v[:2]} {v[2:4]} {v[4:]}"])


def passport_se_v69(draw: Draw) -> str:
    return draw.digits(8, True)


# ---- Finland -------------------------------------------------------------------------------------------------------
_HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu_v69(draw: Draw) -> str:
    """A henkilötunnus: DDMMYY, the century sign (- or Y for the 1900s, A for the 2000s), the individual number (odd for a
    man), the check character."""
    born = _birth(draw)
    while True:
        n = draw.rng.randint(2, 899)
        if n % 2 == (1 if _sex(draw) == "M" else 0):
            break
    body = born.strftime("%d%m%y")
    check = _HETU_CHECK[int(f"{body}{n:03d}") % 31]
    sign = draw.pick(["-", "-", "-", "Y"]) if born.year < 2000 else "A"
    return f"{body}{sign}{n:03d}{check}"


def account_fi_v69(draw: Draw) -> str:
    """A Finnish account as an IBAN (the BBAN's Luhn digit and the IBAN's check digits)."""
    body = draw.pick(["1", "5", "8"]) + draw.digits(12)
    return _iban_print(draw, _iban("FI", body + _luhn(body)))


def addr_fi_v69(draw: Draw) -> str:
    street = draw.pick(["Hämeenkatu", "Satakunnankatu", "Pyynikintie", "Kuninkaankatu", "Mannerheimintie", "Aleksanterinkatu"])
    postnr, town = draw.pick([("33100", "Tampere"), ("33200", "Tampere"), ("33230", "Tampere"), ("00100", "Helsinki"), ("20100", "Turku"), ("90100", "Oulu")])
    n = draw.rng.randint(1, 60)
    flat = draw.pick(["", f" {draw.pick(['A', 'B', 'C'])} {draw.rng.randint(1, 40)}", f" as. {draw.rng.randint(1, 30)}"])
    return draw.pick([f"{street} {n}{flat}, {postnr} {town}", f"{street} {n}{flat}\n{postnr} {town.upper()}", f"{street} {n}{flat}, {postnr} {town}, Suomi"])


def phone_fi_v69(draw: Draw) -> str:
    pre, v = draw.pick(["40", "50", "44", "45"]), _sub(draw, 7)
    return draw.pick([f"0{pre} {v[:3]} {v[3:]}", f"0{pre}{v}", f"+358 {pre} {v[:3]} {v[3:]}", f"+358{pre}{v}", f"0{pre}-{v[:3]} {v[3:]}", f"0{pre} {v}"])


def passport_fi_v69(draw: Draw) -> str:
    return f"{draw.pick(['XP', 'XM', 'FP', 'PA'])}{draw.digits(7)}"


# ---- by country ----------------------------------------------------------------------------------------------------
def _by_country(table: dict[str, Callable[[Draw], str]], default: Callable[[Draw], str]) -> Callable[[Draw], str]:
    return lambda draw: table.get(_country(draw), default)(draw)


natid_v69 = _by_country({"JP": mynumber_v69, "KR": rrn_v69, "TW": tw_id_v69, "NO": fnr_v69, "SE": personnummer_v69, "FI": hetu_v69}, ssn_v69)
addr_v69 = _by_country({"JP": addr_jp_v69, "KR": addr_kr_v69, "TW": addr_tw_v69, "NO": addr_no_v69, "SE": addr_se_v69, "FI": addr_fi_v69}, addr_nj_v69)
phone_v69 = _by_country({"JP": phone_jp_v69, "KR": phone_kr_v69, "TW": phone_tw_v69, "NO": phone_no_v69, "SE": phone_se_v69, "FI": phone_fi_v69}, phone_nj_v69)
account_v69 = _by_country({"JP": account_jp_v69, "KR": account_kr_v69, "TW": account_tw_v69, "NO": account_no_v69, "SE": account_se_v69, "FI": account_fi_v69},
                          account_us_v69)
passport_v69 = _by_country({"JP": passport_jp_v69, "KR": passport_kr_v69, "TW": passport_tw_v69, "NO": passport_no_v69, "SE": passport_se_v69,
                            "FI": passport_fi_v69}, passport_us_v69)
patient_v69 = _by_country({"JP": jp_patient_v69, "KR": kr_patient_v69, "TW": tw_patient_v69}, mrn_v69)
plate_v69 = _by_country({"KR": plate_kr_v69, "NO": plate_no_v69}, plate_nj_v69)


# ---- cards, e-mail, IP, URLs --------------------------------------------------------------------------------------
def _card(draw: Draw, prefix: str) -> str:
    body = prefix + draw.digits(15 - len(prefix))
    v = body + _luhn(body)
    return draw.pick([" ".join(v[i:i + 4] for i in range(0, 16, 4)), " ".join(v[i:i + 4] for i in range(0, 16, 4)), v, "-".join(v[i:i + 4] for i in range(0, 16, 4))])


def visa_v69(draw: Draw) -> str:
    return _card(draw, "4")


def mastercard_v69(draw: Draw) -> str:
    return _card(draw, draw.pick([str(draw.rng.randint(51, 55)), str(draw.rng.randint(2221, 2720))]))


def jcb_v69(draw: Draw) -> str:
    return _card(draw, str(draw.rng.randint(3528, 3589)))


def card_v69(draw: Draw) -> str:
    if _country(draw) in ("JP", "KR", "TW"):
        return draw.pick([jcb_v69, visa_v69, mastercard_v69])(draw)
    return draw.pick([visa_v69, visa_v69, mastercard_v69])(draw)


_DOMAINS = {"US": ["gmail.com", "optonline.net", "verizon.net", "yahoo.com", "aol.com", "comcast.net"], "JP": ["docomo.ne.jp", "yahoo.co.jp", "gmail.com", "ezweb.ne.jp"],
            "KR": ["naver.com", "daum.net", "hanmail.net", "gmail.com"], "TW": ["gmail.com", "yahoo.com.tw", "hotmail.com", "ms23.hinet.net"],
            "NO": ["online.no", "gmail.com", "hotmail.com"], "SE": ["telia.com", "gmail.com", "hotmail.se"], "FI": ["elisanet.fi", "gmail.com", "kolumbus.fi"]}


def _local(draw: Draw, who: str = "") -> str:
    key = "_roman" + who
    if key not in draw.cache:
        first = str(draw.cache.get("_lat_first", "care")) if not who else str(draw.cache.get("first2", "carer"))
        last = str(draw.cache.get("_lat_last", "family"))
        first = "".join(ch for ch in _ascii(first).lower() if "a" <= ch <= "z") or "care"
        last = "".join(ch for ch in _ascii(last).lower() if "a" <= ch <= "z") or "family"
        draw.cache[key] = draw.pick([f"{first}.{last}", f"{first[0]}{last}", f"{first}{last}{draw.rng.randint(1, 99)}", f"{last}.{first}", f"{first}_{last}",
                                     f"{last}{draw.rng.randint(30, 69)}"])
    return str(draw.cache[key])


def email_v69(draw: Draw) -> str:
    """A personal address; now and then written against scrapers."""
    local, domain = _local(draw), draw.pick(_DOMAINS[_country(draw)])
    style = draw.rng.random()
    if style < 0.2:
        return f"{local} at {domain.replace('.', ' dot ')}"
    if style < 0.27:
        return f"{local} (at) {domain}"
    if style < 0.34 and _country(draw) == "JP":
        return f"{local}＠{domain}"
    return f"{local}@{domain}"


def email_plain_v69(draw: Draw) -> str:
    return f"{_local(draw)}@{draw.pick(_DOMAINS[_country(draw)])}"


def email_carer_v69(draw: Draw) -> str:
    """The carer's own address (the text's second person)."""
    local, domain = _local(draw, "2"), draw.pick(_DOMAINS[_country(draw)])
    return draw.pick([f"{local}@{domain}", f"{local}@{domain}", f"{local} at {domain.replace('.', ' dot ')}"])


_IP4 = {"US": [(73, 0, 255), (24, 0, 63), (71, 160, 191), (100, 0, 63)], "JP": [(126, 0, 255), (219, 96, 127)], "KR": [(121, 128, 191), (175, 192, 223)],
        "TW": [(114, 24, 47), (36, 224, 239)], "NO": [(84, 208, 215), (46, 9, 15)], "SE": [(90, 224, 239), (83, 248, 255)], "FI": [(85, 76, 79), (91, 152, 159)]}
_IP6 = {"US": "2601:46", "JP": "2400:4050", "KR": "2001:2d8", "TW": "2001:b011", "NO": "2a01:79c", "SE": "2001:9b1", "FI": "2001:14ba"}


def ip_v69(draw: Draw) -> str:
    """A public address of a home or mobile connection (never private, shared, documentation or loopback)."""
    country = _country(draw)
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


def url_v69(draw: Draw) -> str:
    """A page about the person or kept by the family: a care journal, a blog, a fundraiser, a profile."""
    country = _country(draw)
    if country == "JP":
        return draw.pick([f"https://ameblo.jp/{_slug(draw)}-kaigo/", f"https://note.com/{_slug(draw, '_')}", f"https://www.facebook.com/{_slug(draw, '.')}"])
    if country == "KR":
        return draw.pick([f"https://blog.naver.com/{_slug(draw, '')}", f"https://www.instagram.com/{_slug(draw, '_')}/"])
    if country == "FI":
        return draw.pick([f"https://www.facebook.com/{_slug(draw, '.')}", f"https://{_slug(draw)}.blogspot.com/"])
    return draw.pick([f"https://www.caringbridge.org/site/{_slug(draw, '')}", f"https://www.gofundme.com/f/memory-care-for-{_slug(draw)}",
                      f"https://www.facebook.com/{_slug(draw, '.')}", f"https://{_slug(draw)}-journey.blogspot.com/", f"https://www.youtube.com/@{_slug(draw, '')}"])


SLOTS: dict[str, Callable[[Draw], Any]] = {
    "dob_v69": dob_v69, "dob_elder_v69": dob_elder_v69, "dob_elder_us_v69": dob_elder_us_v69, "dob_iso_v69": dob_iso_v69, "dob_compact_v69": dob_compact_v69, "dob_us_v69": dob_us_v69, "dob2_us_v69": dob2_us_v69,
    "dod_v69": dod_v69, "dod_iso_v69": dod_iso_v69, "age_elder_v69": age_elder_v69, "age_at_death_v69": age_at_death_v69,
    "ssn_v69": ssn_v69, "ssn_plain_v69": ssn_plain_v69, "mbi_v69": mbi_v69, "ltc_policy_v69": ltc_policy_v69, "ltc_policy_plain_v69": ltc_policy_plain_v69, "medicaid_nj_v69": medicaid_nj_v69,
    "member_v69": member_v69, "mrn_v69": mrn_v69, "mrn_plain_v69": mrn_plain_v69, "docket_v69": docket_v69,
    "addr_nj_v69": addr_nj_v69, "addr_hl7_v69": addr_hl7_v69, "addr_fhir_v69": addr_fhir_v69, "addr_x12_v69": addr_x12_v69,
    "phone_nj_v69": phone_nj_v69, "phone_e164_v69": phone_e164_v69, "phone_hl7_v69": phone_hl7_v69, "account_us_v69": account_us_v69,
    "plate_nj_v69": plate_nj_v69, "vin_v69": vin_v69,
    "mynumber_v69": mynumber_v69, "jp_insurance_v69": jp_insurance_v69, "jp_patient_v69": jp_patient_v69, "addr_jp_v69": addr_jp_v69,
    "phone_jp_v69": phone_jp_v69, "account_jp_v69": account_jp_v69,
    "rrn_v69": rrn_v69, "ltc_kr_v69": ltc_kr_v69, "kr_patient_v69": kr_patient_v69, "addr_kr_v69": addr_kr_v69, "phone_kr_v69": phone_kr_v69,
    "account_kr_v69": account_kr_v69, "plate_kr_v69": plate_kr_v69,
    "tw_id_v69": tw_id_v69, "tw_nhi_v69": tw_nhi_v69, "tw_patient_v69": tw_patient_v69, "addr_tw_v69": addr_tw_v69, "phone_tw_v69": phone_tw_v69,
    "account_tw_v69": account_tw_v69,
    "fnr_v69": fnr_v69, "account_no_v69": account_no_v69, "addr_no_v69": addr_no_v69, "phone_no_v69": phone_no_v69, "plate_no_v69": plate_no_v69,
    "personnummer_v69": personnummer_v69, "account_se_v69": account_se_v69, "addr_se_v69": addr_se_v69, "phone_se_v69": phone_se_v69,
    "hetu_v69": hetu_v69, "account_fi_v69": account_fi_v69, "addr_fi_v69": addr_fi_v69, "phone_fi_v69": phone_fi_v69,
    "natid_v69": natid_v69, "addr_v69": addr_v69, "phone_v69": phone_v69, "account_v69": account_v69, "passport_v69": passport_v69,
    "patient_v69": patient_v69, "plate_v69": plate_v69,
    "visa_v69": visa_v69, "mastercard_v69": mastercard_v69, "jcb_v69": jcb_v69, "card_v69": card_v69,
    "email_v69": email_v69, "email_plain_v69": email_plain_v69, "email_carer_v69": email_carer_v69, "ip_v69": ip_v69, "url_v69": url_v69,
    "phone_us": blind.phone_us,  # the first set's printing (phonenumbers), for a relative's line
    "email": blind.email,  # the first set's printing
    "card": blind.card,  # the first set's printing
}


# ---- fillers of the identifier-free texts ------------------------------------------------------------------------
STAFF = ("Dr. Ottoline Pemberton-Ruiz, MD (geriatric psychiatry)", "Dr. Anselmo Karakaya, MD, AGSF", "Henrietta Vollmer-Achebe, PhD (neuropsychology)",
         "Isidore Blankenship, RN, CDP", "Marisol Thackeray, LCSW", "Cornelius Oyelowo, PharmD, BCGP", "Philippa Szczepańska, PT, DPT", "Wendell Abernathy-Cho, Au.D.")
_CLINICIANS = ["Dr. Ottoline Pemberton-Ruiz", "Dr. Anselmo Karakaya", "Henrietta Vollmer-Achebe, PhD", "Isidore Blankenship, RN", "Marisol Thackeray, LCSW",
               "Gwendolyn Ferraro-Nkemelu, OT"]
_GROUP_LEADS = ["Marisol Thackeray, LCSW", "Bartholomew Ingersoll (carer volunteer lead)", "Thea Lindqvist-Moreau, RN", "the circle's facilitators"]


def _doc_date(country: str) -> Callable[[Draw], str]:
    """A document date (issued, effective, event) in 2025-2026 as a country prints it."""
    def make(d: Draw) -> str:
        day = d.date_between(2025, 2026)
        dd, m, y = day.day, day.month, day.year
        if country == "JP":
            era, _, ey = _era(day)
            return d.pick([f"{y}年{m}月{dd}日", f"{era}{ey}年{m}月{dd}日"])
        if country == "KR":
            return f"{y}년 {m}월 {dd}일"
        if country == "TW":
            return d.pick([f"{y - 1911}年{m}月{dd}日", f"民國{y - 1911}年{m}月{dd}日"])
        if country == "NO":
            return f"{dd}. {_NO_MONTHS[m - 1]} {y}"
        if country == "SE":
            return f"{dd} {_SV_MONTHS[m - 1]} {y}"
        if country == "FI":
            return f"{dd}.{m}.{y}"
        return f"{blind.MONTHS[m - 1]} {dd}, {y}"
    return make


_MEM_SERVICES = [("New memory assessment (first visit)", 11, 19), ("Neuropsychological testing", 8, 14), ("Post-diagnosis review", 4, 7),
                 ("Young-onset dementia clinic", 9, 16), ("Driving and cognition review", 6, 10), ("Carer education session", 2, 4),
                 ("Memory clinic nurse follow-up", 3, 6), ("Amyloid-antibody eligibility clinic", 12, 22)]


def _mem_wait_row(d: Draw) -> str:
    svc, med, p90 = d.pick(_MEM_SERVICES)
    med2 = med + d.rng.randint(-2, 3)
    return f"{svc} | {max(1, med2)} weeks | {p90 + d.rng.randint(-2, 4)} weeks | {d.rng.randint(20, 310)} | {d.rng.randint(55, 96)}%"


def _mem_wait_csv(d: Draw) -> str:
    svc, med, p90 = d.pick(_MEM_SERVICES)
    return (f"{d.pick(['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01'])},\"{svc}\",{d.rng.randint(18, 260)},"
            f"{d.rng.randint(12, 240)},{(med + d.rng.randint(-2, 3)) * 7},{(p90 + d.rng.randint(-1, 4)) * 7}")


_DAY_SESSIONS = [("Mon", "09:30-10:30", "Chair-based movement", "Hall"), ("Mon", "13:30-15:00", "Reminiscence with photographs", "Garden room"),
                 ("Tue", "10:00-11:30", "Music for memory (singing group)", "Hall"), ("Tue", "13:30-15:00", "Baking", "Kitchen"),
                 ("Wed", "10:00-11:30", "Gardening (raised beds)", "Garden"), ("Wed", "13:30-15:00", "Art and clay", "Studio"),
                 ("Thu", "10:00-11:30", "Cognitive stimulation therapy", "Quiet room"), ("Thu", "13:30-14:30", "Short walk and tea", "Riverside path"),
                 ("Fri", "10:00-11:30", "Quiz and newspaper club", "Lounge"), ("Fri", "13:30-15:00", "Film afternoon", "Hall")]


def _day_row(d: Draw) -> str:
    day, hours, what, room = d.pick(_DAY_SESSIONS)
    return f"{day} | {hours} | {what} | {room} | {d.rng.randint(6, 18)} places"


def _day_json_row(d: Draw) -> str:
    day, hours, what, room = d.pick(_DAY_SESSIONS)
    return f"{{\"day\": \"{day}\", \"time\": \"{hours}\", \"activity\": \"{what}\", \"room\": \"{room}\"}}"


def _day_ics(d: Draw) -> str:
    _, hours, what, room = d.pick(_DAY_SESSIONS)
    day = d.date_between(2026, 2026)
    return (f"BEGIN:VEVENT\nUID:{blind._guid(d)}\nDTSTART;TZID=America/New_York:{day.strftime('%Y%m%d')}T{hours[:5].replace(':', '')}00\n"  # noqa: SLF001
            f"DTEND;TZID=America/New_York:{day.strftime('%Y%m%d')}T{hours[6:].replace(':', '')}00\nSUMMARY:{what}\nLOCATION:Raritan Bend day centre - {room}\nEND:VEVENT")


_FALLS_CLASSES = [("Strength and balance (Otago level 1)", "Mon", "10:00"), ("Tai chi for balance", "Tue", "09:30"), ("Strength and balance (Otago level 2)", "Wed", "10:00"),
                  ("Getting up from the floor - practice", "Thu", "14:00"), ("Seated exercise", "Fri", "11:00"), ("Walking confidence group", "Sat", "10:30"),
                  ("Home-hazard talk", "2nd Thu", "13:00")]


def _falls_row(d: Draw) -> str:
    c, day, t = d.pick(_FALLS_CLASSES)
    return f"{c} | {day} | {t} | {d.pick(['Gym 2', 'Outpatient hall', 'Westfield Y', 'Summit library annex'])} | {d.pick([8, 10, 12])} weeks"


def _falls_csv_row(d: Draw) -> str:
    c, day, t = d.pick(_FALLS_CLASSES)
    return f"\"{c}\",{day},{t},{d.pick([8, 10, 12])},{d.rng.randint(8, 16)},{d.rng.randint(0, 9)}"


_DOMAINS_INSPECT = ["Safe", "Effective", "Caring", "Responsive", "Well-led"]
_RATINGS = ["Outstanding", "Good", "Good", "Good", "Requires improvement"]


def _inspect_row(d: Draw) -> str:
    return f"{d.pick(_DOMAINS_INSPECT)} | {d.pick(_RATINGS)} | {d.rng.randint(0, 4)} findings"


def _inspect_xml_row(d: Draw) -> str:
    return f"  <domain name=\"{d.pick(_DOMAINS_INSPECT)}\" rating=\"{d.pick(_RATINGS)}\" findings=\"{d.rng.randint(0, 4)}\"/>"


_CARER_GROUPS = [("Newly diagnosed: carers' first steps", "1st Mon", "18:30"), ("Men who care", "2nd Tue", "19:00"), ("Adult children caring at a distance", "Wed (online)", "20:00"),
                 ("Young-onset dementia carers", "3rd Thu", "18:00"), ("Bereaved carers' coffee", "Last Fri", "10:30"), ("Spanish-speaking carers (en español)", "2nd Sat", "11:00"),
                 ("Care-home transition group", "4th Mon", "14:00")]


def _carer_row(d: Draw) -> str:
    g, day, t = d.pick(_CARER_GROUPS)
    return f"{g} | {day} | {t} | {d.pick(['Library meeting room', 'Zoom', 'Circle office', 'Church hall, Main St'])} | {d.pick(_GROUP_LEADS)}"


def _carer_json_row(d: Draw) -> str:
    g, day, t = d.pick(_CARER_GROUPS)
    return f"{{\"group\": \"{g}\", \"when\": \"{day}\", \"start\": \"{t}\", \"format\": \"{d.pick(['in person', 'online', 'hybrid'])}\"}}"


_DEPRESCRIBE = [("Oxybutynin", "5 mg twice daily", "anticholinergic burden; confusion", "stop; consider mirabegron 25 mg"),
                ("Diazepam", "2-5 mg", "falls, sedation", "taper by 10-25% every 2 weeks"), ("Amitriptyline", "10-25 mg at night", "anticholinergic", "taper over 4 weeks"),
                ("Zopiclone", "7.5 mg at night", "falls, next-day drowsiness", "3.75 mg for 2 weeks, then stop"), ("Omeprazole", "40 mg daily", "no ongoing indication", "step down to 20 mg"),
                ("Aspirin", "75-81 mg daily", "primary prevention only", "stop"), ("Donepezil", "10 mg at night", "bradycardia, syncope", "reduce to 5 mg; review in 4 weeks"),
                ("Quetiapine", "25 mg at night", "stroke and mortality risk in dementia", "review at 6 weeks; taper"),
                ("Glibenclamide", "5 mg daily", "hypoglycaemia", "switch to a DPP-4 inhibitor"), ("Doxazosin", "4 mg daily", "orthostatic hypotension", "halve, then stop"),
                ("Chlorphenamine", "4 mg", "anticholinergic", "switch to loratadine 10 mg"), ("Simvastatin", "40 mg", "limited life expectancy", "discuss stopping")]


def _dep_row(d: Draw) -> str:
    drug, dose, why, act = d.pick(_DEPRESCRIBE)
    return f"{drug} | {dose} | {why} | {act}"


def _dep_csv_row(d: Draw) -> str:
    drug, dose, why, act = d.pick(_DEPRESCRIBE)
    return f"\"{drug}\",\"{dose}\",\"{why}\",\"{act}\",{d.pick(['A', 'B', 'B', 'C'])}"


_LOAN_ITEMS = [("Behind-the-ear hearing aid (loaner, pair)", "V5261", "6.00", "50"), ("Personal sound amplifier with headphones", "V5274", "2.50", "20"),
               ("TV listener, infrared", "V5273", "3.00", "25"), ("Rollator with seat", "E0149", "4.00", "40"), ("Standard walking frame", "E0135", "1.50", "15"),
               ("Quad cane", "E0105", "1.00", "10"), ("Transport wheelchair", "E1038", "7.00", "75"), ("Amplified telephone", "V5269", "2.00", "20"),
               ("Forearm crutches (pair)", "E0110", "1.50", "15"), ("Vibrating alarm clock", "V5270", "1.00", "10")]


def _loan_row(d: Draw) -> str:
    item, code, week, dep = d.pick(_LOAN_ITEMS)
    return f"{item} | {code} | ${week}/week | ${dep} deposit"


def _loan_csv_row(d: Draw) -> str:
    item, code, week, dep = d.pick(_LOAN_ITEMS)
    return f"\"{item}\",{code},{week},{dep},{d.rng.randint(0, 14)}"


def _loan_json_row(d: Draw) -> str:
    item, code, week, dep = d.pick(_LOAN_ITEMS)
    return f"{{\"item\": \"{item}\", \"hcpcs\": \"{code}\", \"weeklyFee\": {week}, \"deposit\": {dep}}}"


def _x12_832_lines(d: Draw) -> str:
    out = []
    for n in range(1, d.rng.randint(2, 4) + 1):
        item, code, week, _ = d.pick(_LOAN_ITEMS)
        out.append(f"LIN*{n}*VP*{code}-{d.rng.randint(100, 999)}~\nPID*F****{item.upper()}~\nCTP**RES*{week}*1*EA~")
    return "\n".join(out)


def _beds_xml_row(d: Draw) -> str:
    beds = d.rng.randint(12, 40)
    return (f"  <wing name=\"{d.pick(['Hudson', 'Palisade', 'Overpeck', 'Memory Care', 'Short-stay rehab', 'Respite'])}\" licensed=\"{beds}\" "
            f"occupied=\"{d.rng.randint(beds // 2, beds)}\" staffRatio=\"1:{d.rng.randint(4, 8)}\"/>")


def _batch_csv_row(d: Draw) -> str:
    n = d.rng.randint(9, 260)
    return (f"{d.pick(['837I', '837P', 'LTC-paper'])},DB{d.rng.randint(5001, 5899)},{d.fill('eff_iso')},{n},"
            f"{d.rng.randint(n * 300, n * 4200)}.{d.rng.randint(0, 99):02d},{d.rng.randint(0, n // 10)},{d.pick(['paid', 'paid', 'pended', 'partial'])}")


def _moca_items(d: Draw) -> str:
    items = ["Trail making", "Cube copy", "Clock drawing", "Naming", "Digit span", "Letter tapping", "Serial 7s", "Sentence repetition", "Verbal fluency",
             "Abstraction", "Delayed recall", "Orientation"]
    start = d.rng.randint(0, 6)
    return "\n".join(f"MFE|MAD|{d.fill('ctrl2')}{k}||MOCA{start + k + 1:02d}^{items[start + k]}^L|CE\nOM1|{k + 1}||NM|N|MOCA{start + k + 1:02d}^{items[start + k]}^L|||||||Y"
                     for k in range(d.rng.randint(3, 5)))


# locale tables
_JP_ROWS = [("月", "9:30〜10:30", "体操"), ("火", "10:00〜11:30", "回想法グループ"), ("水", "13:30〜15:00", "音楽療法"), ("木", "10:00〜11:30", "園芸"), ("金", "13:30〜15:00", "脳トレ・書道")]
_KR_ROWS = [("보청기 (귀걸이형)", "월 15,000원", "보증금 100,000원"), ("보행보조차", "월 8,000원", "보증금 50,000원"), ("지팡이 (네발)", "월 3,000원", "보증금 20,000원"),
            ("휠체어 (일반형)", "월 12,000원", "보증금 80,000원"), ("목욕의자", "월 4,000원", "보증금 20,000원")]
_TW_ROWS = [("週一", "09:30-11:00", "懷舊治療"), ("週二", "14:00-15:30", "音樂輔療"), ("週三", "09:30-11:00", "肌力與平衡運動"), ("週四", "14:00-15:30", "園藝治療"),
            ("週五", "09:30-11:00", "認知促進課程")]


def _jp_row(d: Draw) -> str:
    day, hours, what = d.pick(_JP_ROWS)
    return f"{day}曜 | {hours} | {what} | 定員{d.rng.randint(8, 15)}名"


def _kr_row(d: Draw) -> str:
    what, fee, dep = d.pick(_KR_ROWS)
    return f"{what} | {fee} | {dep} | 재고 {d.rng.randint(0, 12)}대"


def _tw_row(d: Draw) -> str:
    day, hours, what = d.pick(_TW_ROWS)
    return f"{day} | {hours} | {what} | {d.pick(['活動室A', '活動室B', '多功能教室'])}"


_OWN = {
    "memory": MEMORY, "daycentre": DAYCENTRE, "hospital": HOSPITAL, "geri": GERI, "carehome": CAREHOME, "carers": CARERS, "loans": LOANS, "plan": PLAN,
    "jp_partner": JP_PARTNER, "kr_partner": KR_PARTNER, "tw_partner": TW_PARTNER, "no_partner": NO_PARTNER, "se_partner": SE_PARTNER, "fi_partner": FI_PARTNER,
    "mc_phone": ORGANISATION_CONTACTS[0], "mc_fax": ORGANISATION_CONTACTS[1], "mc_addr": ORGANISATION_CONTACTS[2], "mc_email": ORGANISATION_CONTACTS[3],
    "mc_web": ORGANISATION_CONTACTS[4], "dc_phone": ORGANISATION_CONTACTS[5], "dc_addr": ORGANISATION_CONTACTS[6], "dc_email": ORGANISATION_CONTACTS[7],
    "ge_phone": ORGANISATION_CONTACTS[8], "ge_addr": ORGANISATION_CONTACTS[9], "ge_email": ORGANISATION_CONTACTS[10], "fa_phone": ORGANISATION_CONTACTS[11],
    "ch_phone": ORGANISATION_CONTACTS[12], "ch_addr": ORGANISATION_CONTACTS[13], "ch_email": ORGANISATION_CONTACTS[14],
    "cc_phone": ORGANISATION_CONTACTS[15], "cc_email": ORGANISATION_CONTACTS[16], "lo_phone": ORGANISATION_CONTACTS[17], "lo_addr": ORGANISATION_CONTACTS[18],
    "lo_email": ORGANISATION_CONTACTS[19], "plan_phone": ORGANISATION_CONTACTS[20], "plan_email": ORGANISATION_CONTACTS[21],
    "jp_phone_intl": ORGANISATION_CONTACTS[22], "jp_phone": ORGANISATION_CONTACTS[23], "jp_email": ORGANISATION_CONTACTS[24],
    "kr_phone_intl": ORGANISATION_CONTACTS[25], "kr_phone": ORGANISATION_CONTACTS[26], "kr_email": ORGANISATION_CONTACTS[27],
    "tw_phone_intl": ORGANISATION_CONTACTS[28], "tw_phone": ORGANISATION_CONTACTS[29], "tw_email": ORGANISATION_CONTACTS[30],
    "no_phone_intl": ORGANISATION_CONTACTS[31], "no_phone": ORGANISATION_CONTACTS[32], "no_email": ORGANISATION_CONTACTS[33],
    "se_phone_intl": ORGANISATION_CONTACTS[34], "se_phone": ORGANISATION_CONTACTS[35], "se_email": ORGANISATION_CONTACTS[36],
    "fi_phone_intl": ORGANISATION_CONTACTS[37], "fi_phone": ORGANISATION_CONTACTS[38], "fi_email": ORGANISATION_CONTACTS[39],
    "org_ein": ORG_EIN, "payer_id": PLAN_PAYER_ID, "group_no": PLAN_GROUP, "rxbin": PLAN_RXBIN, "pcn": PLAN_PCN,
    "jp_code": JP_CODE, "kr_code": KR_CODE, "tw_code": TW_CODE, "no_org": NO_ORG, "fi_yt": FI_YT,
    "own_md": STAFF[0], "own_md2": STAFF[1], "own_psych": STAFF[2], "own_rn": STAFF[3], "own_sw": STAFF[4], "own_pharm": STAFF[5], "own_pt": STAFF[6],
    "own_aud": STAFF[7],
    "jp_director": "センター長 医師 村瀬 千尋", "kr_director": "센터장 한지윤", "tw_director": "中心主任 蘇怡君 醫師", "no_director": "Daglig leder Sigrid Vatne",
    "se_director": "Verksamhetschef Ebba Lundmark", "fi_director": "Ylilääkäri Outi Rantanen",
}

FILLERS: dict[str, Callable[[Draw], str]] = {
    **blind25._INHERITED,  # noqa: SLF001  (generic numbers, codes, dates; no contacts)
    **{key: (lambda value: lambda d: value)(value) for key, value in _OWN.items()},
    "own_npi": lambda d: d.pick(list(ORG_NPIS)),
    "mem_wait_table": _table(_mem_wait_row, 5), "mem_wait_csv": _rows(_mem_wait_csv, 6, 30),
    "day_table": _table(_day_row, 5), "day_json": _rows(_day_json_row, 4, 40, ", "), "day_ics": _rows(_day_ics, 3, 60),
    "falls_table": _table(_falls_row, 5), "falls_csv": _rows(_falls_csv_row, 5, 30),
    "inspect_table": _table(_inspect_row, 5), "inspect_xml": _rows(_inspect_xml_row, 5, 30),
    "carer_table": _table(_carer_row, 5), "carer_json": _rows(_carer_json_row, 4, 30, ", "),
    "dep_table": _table(_dep_row, 6), "dep_csv": _rows(_dep_csv_row, 6, 20),
    "loan_table": _table(_loan_row, 6), "loan_csv": _rows(_loan_csv_row, 6, 30), "loan_json": _rows(_loan_json_row, 4, 30, ", "),
    "x12_832_lines": _x12_832_lines, "beds_xml": _rows(_beds_xml_row, 4, 24), "batch_csv": _rows(_batch_csv_row, 5, 20), "moca_items": _moca_items,
    "jp_table": _table(_jp_row, 4), "kr_table": _table(_kr_row, 4), "tw_table": _table(_tw_row, 4),
    "en_date": _doc_date("US"), "jp_date": _doc_date("JP"), "kr_date": _doc_date("KR"), "tw_date": _doc_date("TW"), "no_date": _doc_date("NO"),
    "se_date": _doc_date("SE"), "fi_date": _doc_date("FI"),
    "clinician": lambda d: d.pick(_CLINICIANS), "group_lead": lambda d: d.pick(_GROUP_LEADS),
    "cnt": lambda d: str(d.rng.randint(4, 60)), "cnt_big": lambda d: str(d.rng.randint(120, 1400)), "weeks": lambda d: str(d.rng.randint(6, 18)),
    "weeks_late": lambda d: str(d.rng.randint(19, 34)), "pct_hi": lambda d: f"{d.rng.randint(70, 94)}.{d.rng.randint(0, 9)}",
    "ver": lambda d: f"{d.rng.randint(2, 9)}.{d.rng.randint(0, 14)}", "hhmm": lambda d: f"{d.rng.randint(0, 23):02d}{d.rng.randint(0, 59):02d}",
    "fhir_den": lambda d: str(d.rng.randint(200, 1900)), "fhir_num": lambda d: str(d.rng.randint(120, 199)),
    "places": lambda d: str(d.rng.randint(18, 45)), "day_fee": lambda d: f"{d.rng.randint(85, 140)}.00", "residents": lambda d: str(d.rng.randint(60, 140)),
    "jpy": lambda d: f"{d.rng.randint(3, 30) * 100:,}", "krw": lambda d: f"{d.rng.randint(5, 60) * 1000:,}", "twd": lambda d: f"{d.rng.randint(2, 40) * 50:,}",
    "nok": lambda d: str(d.rng.randint(80, 450)), "sek": lambda d: str(d.rng.randint(100, 400)), "eur": lambda d: f"{d.rng.randint(10, 60)},{d.pick(['00', '50', '80'])}",
    "age_main": lambda d: str(_age_on(_birth(d), REFERENCE_DAY)), "age_second": lambda d: str(_age_on(_birth2(d), REFERENCE_DAY)),
    "moca": lambda d: str(d.rng.randint(12, 25)), "mmse": lambda d: str(d.rng.randint(14, 26)),
    "dx": lambda d: d.pick(["Alzheimer's disease, mild stage", "mixed Alzheimer's and vascular dementia", "dementia with Lewy bodies",
                            "mild cognitive impairment, amnestic type", "behavioural-variant frontotemporal dementia"]),
    "ticket": lambda d: f"SR-{d.digits(6, True)}",
}

US = ("en_US",)
JP = ("ja_JP",)
KR = ("ko_KR",)
TW = ("zh_TW",)
NO = ("nb_NO",)
SE = ("sv_SE",)
FI = ("fi_FI",)
OTHER_LOCALES = JP + KR + TW + NO + SE + FI

CLEAN_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    # ---- memory-clinic service descriptions and waiting-time statistics
    ("b69c_mem_service", "memory_clinic_service_description", US,
     "{memory} - ABOUT OUR SERVICE\nWe assess adults of any age who have new problems with memory, language or planning. A first visit takes about 2 hours: a history "
     "with you and someone who knows you well, a MoCA or MMSE, blood tests if your doctor has not done them, and a brain scan where needed. Most people have a diagnosis "
     "after 2 or 3 visits. Current median wait for a first visit: {weeks} weeks. Referrals from primary care by fax to {mc_fax} or to {mc_email}. {mc_addr}. Updated {en_date}."),
    ("b69c_mem_criteria", "memory_clinic_service_description", US,
     "REFERRAL CRITERIA - {memory}\nPlease refer: progressive memory or thinking problems over 6 months or more; MoCA below 26 in primary care; young-onset "
     "symptoms (under 65). Please do not refer: delirium (treat the cause first), a known dementia needing only behavioural support (call the community team), "
     "driving assessments alone. Include recent B12, folate, TSH, CBC and CMP. Questions: {mc_phone}. Criteria revised {en_date} by {own_md}."),
    ("b69c_mem_wait_table", "memory_clinic_waiting_times", US,
     "{memory} - WAITING TIMES, {quarter}\nService | Median wait | 90th percentile | Referrals | Seen within 18 weeks\n{mem_wait_table}\n"
     "Counts are referrals received in the quarter; no individual data. Published at {mc_web}."),
    ("b69c_mem_wait_csv", "csv_export", US,
     "month,service,referrals_received,first_appointments,median_wait_days,p90_wait_days\n{mem_wait_csv}\n# {memory} waiting-time export {iso_ts}; aggregate only"),
    ("b69c_mem_measure", "fhir_export", US,
     "{\"resourceType\": \"MeasureReport\", \"status\": \"complete\", \"type\": \"summary\", \"measure\": \"https://www.passaicfallsmemory.org/fhir/Measure/seen-within-18-weeks\", "
     "\"period\": {\"start\": \"{year}-01-01\", \"end\": \"{year}-12-31\"}, \"reporter\": {\"display\": \"{memory}\"}, \"group\": [{\"population\": [{\"code\": {\"text\": \"denominator\"}, "
     "\"count\": {fhir_den}}, {\"code\": {\"text\": \"numerator\"}, \"count\": {fhir_num}}], \"measureScore\": {\"value\": 0.{pct_int}}}]}"),
    ("b69c_mem_board", "memory_clinic_waiting_times", US,
     "Report to the board - {en_date}\nIn {quarter} the memory clinic received {cnt_big} referrals. The median wait for a first assessment fell to {weeks} weeks "
     "(90th percentile {weeks_late} weeks); {pct_hi}% of people had a diagnosis within 6 weeks of their first visit. A second neuropsychologist starts next month. "
     "Diagnosis rates by age band: 65-74 and 75-84 rose; 85 and over unchanged. Prepared by {own_psych}."),
    # ---- dementia day-centre timetables
    ("b69c_day_table", "dementia_day_centre_timetable", US,
     "{daycentre} - WEEKLY ACTIVITIES (from {en_date})\nDay | Time | Activity | Room | Places\n{day_table}\n"
     "Doors open 08:30, lunch 12:00-13:00, minibus home from 15:30. Day fee ${day_fee} (sliding scale available). Call {dc_phone} to arrange a trial day."),
    ("b69c_day_ics", "dementia_day_centre_timetable", US,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Raritan Bend Day Centre//Activities {ver}//EN\n{day_ics}\nEND:VCALENDAR"),
    ("b69c_day_notice", "dementia_day_centre_timetable", US,
     "NOTICE TO FAMILIES - {daycentre}\nFrom {dos} the centre opens on ((Saturdays||Tuesday evenings)) as well: {places} places, same activities, same fee. "
     "Please label coats and spare clothes. The minibus now also covers Edison and Piscataway. Any change of medication should be written in the home-centre "
     "book. Questions to {dc_email} or {dc_phone}. - {own_rn}, centre manager"),
    ("b69c_day_json", "json_export", US,
     "{\"centre\": \"{daycentre}\", \"week\": \"{year}-W{week}\", \"sessions\": [{day_json}], \"address\": \"{dc_addr}\"}"),
    # ---- geriatric-assessment scoring guides
    ("b69c_mmse_guide", "geriatric_assessment_scoring_guide", US,
     "SCORING GUIDE - MINI-MENTAL STATE EXAMINATION (MMSE)\nTotal out of 30. 25-30: no impairment likely. 21-24: mild. 10-20: moderate. 0-9: severe.\n"
     "Adjust for education: scores of 23-24 in people with fewer than 9 years of schooling may be normal. Do not use a single score alone to diagnose. "
     "Serial 7s or WORLD backwards: score one, not both. {geri} staff guide, version {ver}, {en_date}."),
    ("b69c_moca_guide", "geriatric_assessment_scoring_guide", US,
     "MoCA CUT-OFFS USED IN OUR CLINICS\nScore | Interpretation\n26-30 | normal range\n18-25 | mild cognitive impairment likely\n10-17 | moderate impairment\nbelow 10 | severe impairment\n"
     "Add 1 point if 12 years of education or fewer (maximum 30). Alternate versions 2 and 3 for retesting within 6 months. Certified raters only. "
     "Questions: {own_psych}, {memory}, {mc_phone}. Sheet version {ver}, {en_date}."),
    ("b69c_minicog_guide", "geriatric_assessment_scoring_guide", US,
     "MINI-COG QUICK SCORE (for clinic nurses)\nThree-word recall: 1 point each (0-3). Clock: 2 points if normal, 0 if abnormal. Total 0-5.\n"
     "0-2: positive screen, refer for full assessment. 3-5: negative screen, but repeat in 12 months if concerns continue. Takes about 3 minutes. "
     "Laminated card {four_digits}, {geri}, {en_date}."),
    ("b69c_cfs_guide", "geriatric_assessment_scoring_guide", US,
     "CLINICAL FRAILTY SCALE - TEACHING SHEET\n1 Very fit | 2 Fit | 3 Managing well | 4 Living with very mild frailty | 5 Mild frailty | 6 Moderate frailty | "
     "7 Severe frailty | 8 Very severe frailty | 9 Terminally ill\nScore the person as they were 2 weeks before the acute illness. Use with people aged 65 and over; "
     "not validated under 65 or for stable single-limb disability. Teaching session every ((first||second)) Thursday, {clock}, {hospital}. {own_md2}"),
    # ---- falls-prevention class calendars
    ("b69c_falls_table", "falls_prevention_class_calendar", US,
     "{geri} - FALLS PREVENTION CLASSES, {quarter}\nClass | Day | Start | Where | Course length\n{falls_table}\n"
     "For people aged 65-89 living at home; self-referral welcome. Call {fa_phone} to join."),
    ("b69c_falls_flyer", "falls_prevention_class_calendar", US,
     "STEADY ON YOUR FEET!\nFree ((10-week||12-week)) strength and balance course with {own_pt}. Wear flat shoes and bring water. Each class ends with a short talk: "
     "medicines and dizziness, night-time lighting, getting up after a fall, eyesight and footwear. Next course starts {dos}. Book on {fa_phone} or at {ge_email}."),
    ("b69c_falls_csv", "csv_export", US,
     "class,day,start,weeks,places,waitlist\n{falls_csv}\n# {geri} falls-prevention calendar export {iso_ts}"),
    # ---- care-home inspection summaries
    ("b69c_inspect_summary", "care_home_inspection_summary", US,
     "INSPECTION SUMMARY - {carehome}\nUnannounced inspection on {dos} by the state Department of Health. Licensed beds: {residents}. Overall: ((Good||Good, with one "
     "area requiring improvement)). Strengths: activities programme, pressure-injury prevention, meal choice. To improve: ((medication storage temperatures||"
     "night staffing on the memory-care wing||care-plan reviews after falls)). Action plan due in 30 days. Full report on request at {ch_addr}."),
    ("b69c_inspect_table", "care_home_inspection_summary", US,
     "{carehome} - INSPECTION RATINGS ({en_date})\nDomain | Rating | Findings\n{inspect_table}\nDeficiencies cited: ((none||one, corrected on site||two, plan accepted)). "
     "Administrator: {own_sw}. Enquiries {ch_phone}."),
    ("b69c_inspect_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<inspection facility=\"{carehome}\" date=\"{eff_iso}\" licensedBeds=\"{residents}\">\n{inspect_xml}\n</inspection>"),
    # ---- carer-support group schedules
    ("b69c_carer_table", "carer_support_group_schedule", US,
     "{carers} - GROUP SCHEDULE, {quarter}\nGroup | When | Time | Where | Led by\n{carer_table}\nFree; no referral needed. Respite sitting can be arranged for the "
     "session with 2 weeks' notice. {cc_phone} / {cc_email}"),
    ("b69c_carer_flyer", "carer_support_group_schedule", US,
     "YOU ARE NOT ALONE\nThe {carers} meets every month in Hackensack and online. Come for coffee, information and people who understand. This season's talks: "
     "understanding sundowning, paying for memory care, lasting power of attorney explained, and looking after your own health. Next talk {dos} at {clock}. "
     "Contact {group_lead} via {cc_email}."),
    ("b69c_carer_json", "json_export", US,
     "{\"circle\": \"{carers}\", \"published\": \"{eff_iso}\", \"groups\": [{carer_json}], \"contact\": {\"phone\": \"{cc_phone}\", \"email\": \"{cc_email}\"}}"),
    # ---- deprescribing guideline tables
    ("b69c_dep_table", "deprescribing_guideline_table", US,
     "{geri} - DEPRESCRIBING GUIDE FOR OLDER ADULTS (version {ver})\nDrug | Usual dose | Concern | Suggested action\n{dep_table}\n"
     "Always agree changes with the patient and carer; review 2-4 weeks after each change. Prepared by {own_pharm}, {en_date}."),
    ("b69c_dep_list", "deprescribing_guideline_table", US,
     "PHARMACY BULLETIN - ANTICHOLINERGIC BURDEN\nDrugs with a high score (3): amitriptyline, oxybutynin, chlorphenamine, paroxetine, promethazine. "
     "Moderate (2): cyclobenzaprine, carbamazepine, quetiapine. A total of 3 or more is linked with falls and confusion in people over 65. "
     "Consider alternatives: mirabegron for bladder symptoms, loratadine for allergy, sertraline for depression. {own_pharm}, {hospital}, bulletin {four_digits}."),
    ("b69c_dep_csv", "csv_export", US,
     "drug,usual_dose,concern,action,evidence_grade\n{dep_csv}\n# deprescribing table export {iso_ts}; guideline content, no patient data"),
    ("b69c_dep_memo", "deprescribing_guideline_table", US,
     "MEMO - care-home medication reviews\nTo: {carehome} nursing team\nFrom: {own_pharm}\nDate: {en_date}\n\nFrom next month the quarterly reviews will use the "
     "STOPP/START criteria (version 3). Priority: benzodiazepines and Z-drugs, antipsychotics started for behaviour, and proton-pump inhibitors over 8 weeks. "
     "Donepezil 10 mg with a pulse under 55: reduce to 5 mg and recheck. Please have the MAR sheets ready on review days."),
    # ---- hearing-aid and walking-aid loan price lists
    ("b69c_loan_table", "hearing_walking_aid_loan_prices", US,
     "{loans} - LOAN PRICE LIST (effective {en_date})\nItem | HCPCS | Weekly fee | Deposit\n{loan_table}\n"
     "Deposits are refunded on return. Hearing aids are fitted by our audiologist, {own_aud}. Pick-up at {lo_addr}; {lo_phone}."),
    ("b69c_loan_csv", "csv_export", US,
     "item,hcpcs,weekly_fee_usd,deposit_usd,in_stock\n{loan_csv}\n# {loans} price list export {iso_ts}"),
    ("b69c_loan_terms", "hearing_walking_aid_loan_prices", US,
     "LOAN TERMS - {loans}\n1. Loans last up to ((8||12||16)) weeks and may be renewed once.\n2. Loaner hearing aids are cleaned, re-tubed and tested before each loan.\n"
     "3. Walking aids are height-adjusted at pick-up; bring the shoes you usually wear.\n4. Late returns cost $1 a day after a reminder. Questions: {lo_email}. Terms updated {en_date}."),
    ("b69c_loan_json", "json_export", US,
     "{\"service\": \"{loans}\", \"effective\": \"{eff_iso}\", \"currency\": \"USD\", \"items\": [{loan_json}], \"contact\": \"{lo_email}\"}"),
    # ---- notices in other locales
    ("b69c_jp_service", "notice_japanese", JP,
     "{jp_partner}\nもの忘れ外来のご案内\n診療日：月・水・金（午前9時〜12時）\n初診は予約制です。かかりつけ医の紹介状をお持ちください。初診時は約2時間かかります"
     "（問診、神経心理検査、採血）。MRI検査は別日となります。ご予約・お問い合わせ：{jp_phone}（平日9時〜17時）\n医療機関コード {jp_code}　{jp_date}改訂　{jp_director}"),
    ("b69c_jp_table", "notice_japanese", JP,
     "{jp_partner} デイケア 週間プログラム（{jp_date}から）\n曜日 | 時間 | 内容 | 定員\n{jp_table}\n送迎は午前8時30分から。利用料（1割負担）1日 約{jpy}円。お問い合わせ {jp_phone_intl}"),
    ("b69c_jp_falls", "notice_japanese", JP,
     "転倒予防教室のお知らせ\n対象：65歳以上で、ご自宅で生活されている方\n日時：毎週木曜日 午後2時〜3時（全8回）\n場所：{jp_partner} 2階 リハビリ室\n"
     "参加費：無料（保険証は不要です）\n動きやすい服装でお越しください。申込：{jp_email} または {jp_phone}　{jp_date}"),
    ("b69c_kr_service", "notice_korean", KR,
     "{kr_partner}\n치매 조기검진 안내\n대상: 만 60세 이상 구민 (무료)\n1단계 선별검사(약 15분) 후 필요한 경우 2단계 진단검사와 감별검사를 협약병원에서 받으실 수 있습니다. "
     "검사 결과는 본인 또는 보호자에게만 안내합니다. 문의: {kr_phone} / {kr_email}\n요양기관기호 {kr_code}  {kr_date}  {kr_director}"),
    ("b69c_kr_loans", "notice_korean", KR,
     "{kr_partner} 보조기기 대여 요금표 ({kr_date} 시행)\n품목 | 대여료 | 보증금 | 재고\n{kr_table}\n대여 기간은 최대 3개월이며 1회 연장할 수 있습니다. 문의 {kr_phone_intl}"),
    ("b69c_kr_carers", "notice_korean", KR,
     "가족 돌봄자 자조모임 안내 ({kr_date} 개강)\n매월 둘째 주 ((화요일||목요일)) 오후 ((2시||3시)), {kr_partner} 3층 프로그램실\n주제: 치매 어르신과의 대화법, 배회 대처, 장기요양 등급 신청 방법\n"
     "참가비 없음, 간식 제공. 돌봄 중인 어르신은 같은 시간 1층 쉼터에서 돌봐 드립니다. 신청 및 문의: {kr_phone}"),
    ("b69c_tw_service", "notice_traditional_chinese", TW,
     "{tw_partner}\n失智症共同照護服務說明\n服務對象：疑似或確診失智症之個案及其家屬。服務內容：個案管理、照護諮詢、轉介長照資源、家屬支持團體。"
     "服務時間：週一至週五 上午8:30至下午5:30。洽詢電話：{tw_phone}　電子郵件：{tw_email}\n醫事機構代碼 {tw_code}　{tw_date}公告"),
    ("b69c_tw_table", "notice_traditional_chinese", TW,
     "{tw_partner} 日間照顧 課程表（{tw_date}起）\n星期 | 時間 | 課程 | 地點\n{tw_table}\n午餐 12:00-13:00，交通車下午4:00出發。費用依長照給付額度計算，自付額每日約新臺幣{twd}元。電話 {tw_phone_intl}"),
    ("b69c_tw_deprescribe", "notice_traditional_chinese", TW,
     "長者用藥安全宣導\n1. 安眠藥（如 zolpidem 10 毫克）容易造成夜間跌倒，請勿自行加量。\n2. 抗膽鹼藥物可能加重記憶力減退。\n3. 同時服用5種以上藥物者，請攜帶藥袋至門診進行整合評估。\n"
     "{tw_partner} 藥事服務，諮詢專線 {tw_phone}（{tw_date}）"),
    ("b69c_no_daycentre", "notice_norwegian", NO,
     "{no_partner}\nTIMEPLAN FOR DAGSENTERET (gjelder fra {no_date})\nMandag: trim i stolen kl. 10.00, sangstund kl. 13.30\nTirsdag: turgruppe kl. 10.30\n"
     "Onsdag: bakst og kaffe kl. 11.00\nTorsdag: minnegruppe kl. 10.00\nFredag: quiz kl. 13.00\nEgenandel kr {nok} per dag, inkludert middag. Kontakt oss på {no_phone} "
     "eller {no_email}. Org.nr. {no_org}. {no_director}"),
    ("b69c_no_carers", "notice_norwegian", NO,
     "PÅRØRENDESKOLE HØSTEN\n{no_partner} inviterer pårørende til personer med demens til fem kvelder om sykdommen, kommunikasjon, rettigheter og avlastning. "
     "Vi møtes onsdager kl. 18.00-20.30 fra {no_date}. Gratis, men påmelding til {no_phone_intl}. Servering av enkel mat."),
    ("b69c_se_waits", "notice_swedish", SE,
     "{se_partner}\nVÄNTETIDER {quarter}\nNybesök utredning: median {weeks} veckor\nUppföljning efter diagnos: median 4 veckor\nAnhörigsamtal: inom 2 veckor\n"
     "Remiss skickas från vårdcentralen. Vi tar emot personer från 65 år; yngre utreds av neurologkliniken. Frågor: {se_phone} (vardagar 8-12) eller {se_email}. Uppdaterad {se_date}."),
    ("b69c_se_carers", "notice_swedish", SE,
     "ANHÖRIGGRUPP FÖR DIG SOM STÖTTAR EN PERSON MED DEMENS\nSex träffar, tisdagar kl. 14.00-16.00, start {se_date}. Vi pratar om diagnosen, vardagen, "
     "stöd från kommunen och om att ta hand om sig själv. Kostnadsfritt. Anmälan till {se_partner}, {se_phone_intl}. {se_director}"),
    ("b69c_fi_service", "notice_finnish", FI,
     "{fi_partner}\nMUISTITUTKIMUKSET\nTutkimme muistioireet lähetteellä. Ensikäynti kestää noin puolitoista tuntia: haastattelu, CERAD-tehtäväsarja ja tarvittaessa "
     "laboratoriokokeet. Jonotusaika on tällä hetkellä noin {weeks} viikkoa. Asiakasmaksu {eur} euroa. Ajanvaraus {fi_phone} arkisin klo 9-11, sähköposti {fi_email}. "
     "Y-tunnus {fi_yt}. Päivitetty {fi_date}."),
    ("b69c_fi_falls", "notice_finnish", FI,
     "KAATUMISTEN EHKÄISYN RYHMÄ\nKohderyhmä: kotona asuvat yli 65-vuotiaat. Ryhmä kokoontuu maanantaisin klo 10-11 {fi_date} alkaen, yhteensä 10 kertaa. "
     "Ohjaajana fysioterapeutti. Hinta {eur} euroa koko jaksolta. Ilmoittautuminen {fi_partner}, puh. {fi_phone_intl}."),
    # ---- exports of non-personal data
    ("b69c_hl7_mfn", "hl7_export", US,
     "MSH|^~\\&|COGMASTER|PFMC|EHR|WHH|{hl7_ts}||MFN^M08^MFN_M08|{ctrl}|P|2.5.1\nMFI|OMA^Observation master^HL70175||UPD|||NE\n{moca_items}"),
    ("b69c_x12_832", "x12_export", US,
     "ISA*00*          *00*          *ZZ*GSHWALOANS     *ZZ*AUDIOSUPPLY    *{isa_date}*{hhmm}*^*00401*{isa_seq}*0*P*>~\nGS*SC*GSHWALOANS*AUDIOSUPPLY*20{isa_date}*{hhmm}*{small}*X*004010~\n"
     "ST*832*{four_digits}~\nBCT*PC*{fivedig}~\nDTM*007*20{isa_date}~\nN1*BY*{loans}*92*GSL01~\n{x12_832_lines}\nCTT*1~\nSE*9*{four_digits}~"),
    ("b69c_beds_xml", "xml_export", US,
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<bedCensus facility=\"{carehome}\" date=\"{eff_iso}\" npi=\"{own_npi}\">\n{beds_xml}\n</bedCensus>"),
    ("b69c_batch_csv", "csv_export", US,
     "form,batch_id,submitted,claims,total_billed_usd,rejected,status\n{batch_csv}\n# {plan} claim batch totals (payer ID {payer_id}, group {group_no}), provider {carehome}, EIN {org_ein}"),
]

PHI_TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("b69_memclinic_letter", "memory_clinic_assessment_letter", US,
     "{memory}\n{mc_addr}\n\nRe: {first} {last}, DOB [[date_of_birth:dob_v69]], clinic no. [[record_number:mrn_v69]]\n\nDear Dr. {last3},\n\nThank you for referring your patient, "
     "whom I saw with ((her husband||his wife||her daughter||his son)) today. MoCA {moca}/30 and MMSE {mmse}/30, with most points lost on delayed recall. The MRI shows "
     "((medial temporal atrophy||moderate small-vessel change)). My working diagnosis is {dx}. Medicare MBI [[member_id:mbi_v69]] for the amyloid PET request.\n\nYours sincerely,\n{own_md}"),
    ("b69_memclinic_elder", "memory_clinic_assessment_letter", US,
     "{memory} - ASSESSMENT SUMMARY\n{first} {last}\n[[address:addr_nj_v69]]\n\nDear {first},\n\nIt was good to meet you. At [[age_over_89:age_elder_v69]] your memory test results "
     "(MoCA ((23||24||25))/30) are in keeping with your age and the mild changes we discussed; there is no sign of a dementia today. We will see you again in ((6||12)) months. "
     "If you need us sooner, ring {mc_phone} and quote [[record_number:mrn_v69]]; we will call you back on [[phone:phone_nj_v69]].\n\n{own_psych}"),
    ("b69_disclosure_letter", "dementia_diagnosis_disclosure", US,
     "{first2} {last2}\n[[address:addr_nj_v69]]\n\nDear {first2},\n\nAs agreed with {first} at our meeting, I am writing to you as ((her||his)) main carer to confirm the "
     "diagnosis we shared: {dx}. For your records: {first} {last}, born [[date_of_birth:dob_v69]], our chart [[record_number:mrn_v69]]. The nurse specialist will e-mail "
     "you at [[email:email_carer_v69]] with the carers' course dates.\n\nWith kind regards,\n{own_md}\n{memory}"),
    ("b69_disclosure_portal", "dementia_diagnosis_disclosure", US,
     "Secure message - {memory} patient portal (proxy access)\nFrom: {first2} {last2} <[[email:email_carer_v69]]>\nSent {iso_ts} from [[ip_address:ip_v69]]\n"
     "Hello, I look after {first} at home. Since Dr. Pemberton-Ruiz told us it is Alzheimer's, {first} keeps asking the same questions. The date of birth "
     "is [[date_of_birth:dob_v69]] in case you need it. Could someone call me at [[phone:phone_nj_v69]] about the medication? Thank you."),
    ("b69_acp", "advance_care_plan", US,
     "ADVANCE CARE PLAN AND PRACTITIONER ORDERS FOR LIFE-SUSTAINING TREATMENT (POLST) - New Jersey\nPatient: {last}, {first}   Date of birth [[date_of_birth:dob_v69]]   "
     "MRN [[record_number:mrn_v69]]\nHome address: [[address:addr_nj_v69]]\nHealth care representative: {first2} {last2}, phone [[phone:phone_nj_v69]]\n"
     "Section A: ((Do not attempt resuscitation||Attempt resuscitation)). Section B: ((comfort-focused treatment||selective treatment)). The family's care journal, "
     "which the patient asked us to note: [[url:url_v69]]. Signed with {own_md2}."),
    ("b69_poa", "power_of_attorney_form", US,
     "DURABLE POWER OF ATTORNEY (N.J.S.A. 46:2B-8.1 et seq.)\nI, {first} {last}, of [[address:addr_nj_v69]], Social Security No. [[ssn:ssn_v69]], born [[date_of_birth:dob_v69]], "
     "appoint my ((daughter||son||niece||nephew)) {first2} {last2} (tel. [[phone:phone_nj_v69]], e-mail [[email:email_carer_v69]]) as my attorney-in-fact, including for "
     "my account [[bank_account:account_us_v69]]. This power survives my incapacity.\nWitnessed at {memory} on {dos}."),
    ("b69_carehome_admission", "care_home_admission_form", US,
     "{carehome} - ADMISSION AGREEMENT, RESIDENT PROFILE\nResident: {first} {last}   DOB [[date_of_birth:dob_v69]]   SSN [[ssn:ssn_v69]]\nMedicare [[member_id:mbi_v69]]\n"
     "Previous address: [[address:addr_nj_v69]]\nResponsible party: {first2} {last2}, [[phone:phone_nj_v69]]\nMonthly fees by automatic debit from [[bank_account:account_us_v69]]\n"
     "Resident's car left in our lot until sold: plate [[vehicle_id:plate_nj_v69]]. Memory-care wing: ((yes||no)). Admitting nurse: {own_rn}"),
    ("b69_carehome_web", "care_home_admission_form", US,
     "Online enquiry - {carehome}\nName of the person needing care: {first} {last}\nAge: [[age_over_89:age_elder_v69]]\nYour e-mail: [[email:email_v69]]\nYour phone: [[phone:phone_nj_v69]]\n"
     "Room deposit paid with card [[card:card_v69]]\nAbout her/him: ((moderate dementia, walks with a frame||Parkinson's, needs two to transfer)). Photos of our home life: [[url:url_v69]]\n"
     "Submitted {iso_ts} from [[ip_address:ip_v69]]"),
    ("b69_geri_discharge", "geriatric_discharge_summary", US,
     "{geri} - DISCHARGE SUMMARY\nPatient: {first} {last}, [[age_over_89:age_elder_v69]]   DOB [[date_of_birth:dob_elder_v69]]   MRN [[record_number:mrn_plain_v69]]\n"
     "Admitted with ((delirium due to a urinary infection||a fall and a fractured wrist||dehydration and acute kidney injury)). Deprescribed: ((zopiclone||oxybutynin)).\n"
     "Discharged to: [[address:addr_nj_v69]]; daughter's phone [[phone:phone_nj_v69]].\nFollow-up with the memory clinic in 8 weeks. {own_md2}"),
    ("b69_ltc_claim", "long_term_care_insurance_claim", US,
     "{plan} - LONG-TERM CARE BENEFIT CLAIM, PART A (CLAIMANT)\nInsured: {first} {last}   Policy no. [[member_id:ltc_policy_v69]]   SSN [[ssn:ssn_v69]]\n"
     "Date of birth [[date_of_birth:dob_v69]]   Address [[address:addr_nj_v69]]\nPhone [[phone:phone_nj_v69]]\nBenefits paid by direct deposit to [[bank_account:account_us_v69]]\n"
     "Care setting: ((assisted living, memory-care unit||adult day centre 3 days a week||home care 6 hours a day)). Cognitive impairment certified by {own_md}."),
    ("b69_death_certificate", "death_certificate", US,
     "STATE OF NEW JERSEY - CERTIFICATE OF DEATH\nDecedent: {first} {last}   Sex: {sex}   SSN: [[ssn:ssn_v69]]\nDate of birth: [[date_of_birth:dob_elder_v69]]   "
     "Age: [[age_over_89:age_at_death_v69]]\nDate of death: [[date_of_death:dod_v69]]   Place: {carehome}, Fort Lee (nursing home)\nUsual residence: [[address:addr_nj_v69]]\n"
     "Informant: {first2} {last2}, ((daughter||son||spouse))\nCause: a) ((aspiration pneumonia||cardiorespiratory failure)) b) {dx}. Certifier: {own_md2}"),
    ("b69_guardianship", "guardianship_court_report", US,
     "SUPERIOR COURT OF NEW JERSEY, CHANCERY DIVISION, PROBATE PART\nIn the Matter of {first} {last}, an Incapacitated Person. Docket No. [[record_number:docket_v69]]\n"
     "GUARDIAN'S ANNUAL REPORT\nWard's date of birth: [[date_of_birth:dob_v69]]   SSN: [[ssn:ssn_v69]]\nFormer residence (listed for sale): [[address:addr_nj_v69]]\n"
     "Accounts: [[bank_account:account_us_v69]]\nVehicle: ((2014 Toyota Camry||2011 Honda Accord)), VIN [[vehicle_id:vin_v69]], sold on {dos}.\nWard resides at {carehome}. Guardian: {first2} {last2}"),
    ("b69_fhir_patient", "fhir_export", US,
     "{\"resourceType\": \"Patient\", \"id\": \"{guid}\", \"identifier\": [{\"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, "
     "\"value\": \"[[record_number:mrn_plain_v69]]\"}, {\"type\": {\"coding\": [{\"code\": \"SS\"}]}, \"value\": \"[[ssn:ssn_plain_v69]]\"}], \"name\": [{\"family\": \"{last}\", "
     "\"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v69]]\", \"deceasedDateTime\": \"[[date_of_death:dod_iso_v69]]\", \"telecom\": [{\"system\": \"phone\", "
     "\"value\": \"[[phone:phone_e164_v69]]\"}], \"address\": [{\"line\": [\"[[address:addr_fhir_v69]]\"}]}"),
    ("b69_fhir_careplan", "fhir_export", US,
     "{\"resourceType\": \"CarePlan\", \"contained\": [{\"resourceType\": \"Patient\", \"id\": \"pt\", \"identifier\": [{\"system\": \"http://hl7.org/fhir/sid/us-mbi\", "
     "\"value\": \"[[member_id:mbi_v69]]\"}], \"name\": [{\"family\": \"{last}\", \"given\": [\"{first}\"]}], \"birthDate\": \"[[date_of_birth:dob_iso_v69]]\"}], "
     "\"status\": \"active\", \"intent\": \"plan\", \"category\": [{\"text\": \"Dementia care plan\"}], \"subject\": {\"reference\": \"#pt\"}, \"period\": {\"start\": \"{eff_iso}\"}, "
     "\"activity\": [{\"detail\": {\"description\": \"((Day centre 3 days a week||Cognitive stimulation therapy, 14 sessions))\"}}], \"author\": {\"display\": \"{own_md}\"}}"),
    ("b69_hl7_a03", "hl7_export", US,
     "MSH|^~\\&|ADT|WHH|GERIEMR|WHH|{hl7_ts}||ADT^A03^ADT_A03|{ctrl}|P|2.5.1\nEVN|A03|{hl7_ts}\nPID|1||[[record_number:mrn_plain_v69]]^^^WHH^MR||{last_upper}^{first_upper}||[[date_of_birth:dob_compact_v69]]|{sex}|||"
     "[[address:addr_hl7_v69]]||[[phone:phone_hl7_v69]]||||||[[ssn:ssn_plain_v69]]\nPV1|1|I|GERI^((3||8||14))^B|||||||GER||||||||||||||||||||||||||||||||{hl7_ts}"),
    ("b69_daycentre_csv", "csv_export", US,
     "attendance_date,client_no,last,first,dob,age,carer_phone,transport\n{eff_iso},[[record_number:mrn_v69]],{last},{first},[[date_of_birth:dob_elder_us_v69]],[[age_over_89:age_elder_v69]],[[phone:phone_nj_v69]],((bus||family))\n"
     "{eff_iso},[[record_number:mrn_v69]],{last3},{first3},[[date_of_birth:dob2_us_v69]],{age_second},,bus\n# {daycentre} attendance {iso_ts} - contains PHI"),
    ("b69_x12_837i", "x12_export", US,
     "ISA*00*          *00*          *ZZ*PALISADECREST  *ZZ*{payer_id}        *{isa_date}*{hhmm}*^*00501*{isa_seq}*0*P*:~\nGS*HC*PALISADECREST*{payer_id}*20{isa_date}*{hhmm}*{small}*X*005010X223A2~\n"
     "ST*837*{four_digits}*005010X223A2~\nBHT*0019*00*{fivedig}*20{isa_date}*{hhmm}*CH~\nNM1*85*2*{carehome}*****XX*{own_npi}~\nREF*EI*{org_ein}~\nHL*2*1*22*0~\nSBR*P*18*{group_no}******LM~\n"
     "NM1*IL*1*{last_upper}*{first_upper}****MI*[[member_id:ltc_policy_plain_v69]]~\nN3*[[address:addr_x12_v69]]~\nDMG*D8*[[date_of_birth:dob_compact_v69]]*{sex}~\n"
     "CLM*{fivedig}*{fee}***66:A:1**A*Y*Y~\nHI*ABK:((G301||F0390||G3183))~\nSV2*0190**{fee}*DA*30~\nSE*16*{four_digits}~"),
    # ---- Japan
    ("b69_jp_admission", "japan_form", JP,
     "特別養護老人ホーム 入所申込書\n申込者（本人）氏名：{name}\n生年月日：[[date_of_birth:dob_v69]]\n個人番号：[[national_id:mynumber_v69]]\n介護保険被保険者番号：[[member_id:jp_insurance_v69]]\n"
     "住所：[[address:addr_jp_v69]]\n電話番号：[[phone:phone_jp_v69]]\n利用料引落口座：[[bank_account:account_jp_v69]]\n要介護度：((要介護3||要介護4||要介護5))\n"
     "緊急連絡先：{name2}（((長女||長男||妻||夫))）\n紹介元：{jp_partner}"),
    ("b69_jp_referral", "japan_form", JP,
     "診療情報提供書\n{jp_partner} 御中\n患者氏名：{name} 様（[[age_over_89:age_elder_v69]]）\n生年月日：[[date_of_birth:dob_elder_v69]]\n住所：[[address:addr_jp_v69]]\n"
     "電話：[[phone:phone_jp_v69]]\n保険証 [[member_id:jp_insurance_v69]]\n当院診察券番号：[[record_number:jp_patient_v69]]\n"
     "紹介目的：もの忘れの精査をお願いいたします。半年ほど前から((同じことを何度も尋ねる||財布や鍵をよく探す||料理の手順がわからなくなる))とのことです。HDS-R {mmse}点。"),
    ("b69_jp_online", "japan_form", JP,
     "【オンライン申込】ショートステイ利用申込\nご利用者様：{name}\nメールアドレス：[[email:email_v69]]\n携帯電話：[[phone:phone_jp_v69]]\n予約金のお支払い：クレジットカード [[card:card_v69]]\n"
     "ご家族の介護ブログ：[[url:url_v69]]\n送信日時 {iso_ts}　送信元IP [[ip_address:ip_v69]]"),
    # ---- Korea
    ("b69_kr_admission", "korea_form", KR,
     "노인요양시설 입소 신청서\n성명: {name}\n주민등록번호: [[national_id:rrn_v69]]\n장기요양인정번호: [[member_id:ltc_kr_v69]]\n주소: [[address:addr_kr_v69]]\n연락처: [[phone:phone_kr_v69]]\n"
     "본인부담금 자동이체 계좌: [[bank_account:account_kr_v69]]\n보증금 결제 카드: [[card:card_v69]]\n보호자: {name2} / 관계: ((자녀||배우자||며느리))\n장기요양등급: ((3등급||4등급||인지지원등급))"),
    ("b69_kr_screening", "korea_form", KR,
     "{kr_partner} 치매 선별검사 결과 통보서\n성명: {name} ([[age_over_89:age_elder_v69]])\n생년월일: [[date_of_birth:dob_elder_v69]]\n등록번호: [[record_number:kr_patient_v69]]\n"
     "주소: [[address:addr_kr_v69]]\n보호자 연락처: [[phone:phone_kr_v69]]\n차량번호(운전 지속 여부 상담): [[vehicle_id:plate_kr_v69]]\n"
     "검사 결과: CIST ((11||13||15||16))점 - 인지저하 의심, 협약병원 진단검사 권고."),
    # ---- Taiwan
    ("b69_tw_ltc", "taiwan_form", TW,
     "長期照顧服務申請書\n申請人姓名：{name}\n身分證統一編號：[[national_id:tw_id_v69]]\n出生日期：[[date_of_birth:dob_v69]]\n健保卡號：[[member_id:tw_nhi_v69]]\n"
     "戶籍地址：[[address:addr_tw_v69]]\n聯絡電話：[[phone:phone_tw_v69]]\n補助款撥入帳戶：[[bank_account:account_tw_v69]]\n主要照顧者：{name2}（((女兒||兒子||配偶||外籍看護))）\n失能等級：((第4級||第5級||第6級))"),
    ("b69_tw_discharge", "taiwan_form", TW,
     "出院病歷摘要\n姓名：{name}　性別：((女||男))　年齡：[[age_over_89:age_elder_v69]]\n病歷號碼：[[record_number:tw_patient_v69]]\n出生日期：[[date_of_birth:dob_elder_v69]]\n"
     "護照號碼（返國就醫）：[[national_id:passport_v69]]\n家屬聯絡電話：[[phone:phone_tw_v69]]　電子郵件：[[email:email_v69]]\n"
     "診斷：((阿茲海默症合併譫妄||血管性失智症、泌尿道感染||路易氏體失智症))。出院後轉介{tw_partner}。"),
    # ---- Norway
    ("b69_no_sykehjem", "norway_form", NO,
     "SØKNAD OM LANGTIDSPLASS I SYKEHJEM\nNavn: {first} {last}\nFødselsnummer (11 siffer): [[national_id:fnr_v69]]\nFødselsdato: [[date_of_birth:dob_v69]]\n"
     "Bostedsadresse: [[address:addr_no_v69]]\nTelefon: [[phone:phone_no_v69]]\nKontonummer for tilbakebetaling: [[bank_account:account_no_v69]]\n"
     "Nærmeste pårørende: {first2} {last2}, e-post [[email:email_carer_v69]]\nEktefellen døde [[date_of_death:dod_v69]], og søkeren bor nå alene. Diagnose: demens ved Alzheimers sykdom."),
    ("b69_no_fullmakt", "norway_form", NO,
     "FREMTIDSFULLMAKT\nJeg, {first} {last}, fødselsnummer [[national_id:fnr_v69]], bosatt [[address:addr_no_v69]], gir med dette fullmakt til {first2} {last2} til å ivareta mine "
     "økonomiske interesser dersom jeg ikke lenger er i stand til det, herunder kontoen [[bank_account:account_no_v69]] og salg av bilen med reg.nr. [[vehicle_id:plate_no_v69]].\n"
     "Passnummer (legitimasjon ved vitnet underskrift): [[national_id:passport_v69]]\nSted og dato: Bergen, {no_date}"),
    # ---- Sweden
    ("b69_se_boende", "sweden_form", SE,
     "ANSÖKAN OM SÄRSKILT BOENDE (vård- och omsorgsboende)\nNamn: {first} {last}\nPersonnummer: [[national_id:personnummer_v69]]\nÅlder: [[age_over_89:age_elder_v69]]\n"
     "Adress: [[address:addr_se_v69]]\nTelefon: [[phone:phone_se_v69]]\nKonto för återbetalning av avgift: [[bank_account:account_se_v69]]\n"
     "Kontaktperson: {first2} {last2}, e-post [[email:email_carer_v69]]\nSkäl: ((demenssjukdom, kan inte bo kvar ensam||upprepade fall och nattlig oro)). Underskrift ______"),
    ("b69_se_dodsbevis", "sweden_form", SE,
     "DÖDSBEVIS (SKV 7645)\nDen dödes personnummer: [[national_id:personnummer_v69]]\nFörnamn och efternamn: {first} {last}\nFödelsedatum: [[date_of_birth:dob_elder_v69]]\n"
     "Dödsdatum: [[date_of_death:dod_v69]]\nSenaste adress: [[address:addr_se_v69]]\nDödsplats: vård- och omsorgsboende, Uppsala\nUnderrättad anhörig: {first2} {last2}, tel. [[phone:phone_se_v69]]\n"
     "Läkare: Ebba Lundmark, leg. läkare"),
    # ---- Finland
    ("b69_fi_hoitotahto", "finland_form", FI,
     "HOITOTAHTO JA EDUNVALVONTAVALTUUTUS\nNimi: {first} {last}\nHenkilötunnus: [[national_id:hetu_v69]]\nSyntymäaika: [[date_of_birth:dob_v69]]\nOsoite: [[address:addr_fi_v69]]\n"
     "Puhelin: [[phone:phone_fi_v69]]\nValtuutettu: {first2} {last2}, joka saa hoitaa tiliäni [[bank_account:account_fi_v69]].\nPassi nro [[national_id:passport_v69]]\n"
     "En halua elvytystä, jos ((sairauteni on edennyt vaikeaan vaiheeseen||ennuste on toivoton)). Tampereella {fi_date}"),
    ("b69_fi_webform", "finland_form", FI,
     "Verkkolomake - tehostetun palveluasumisen jonoon ilmoittautuminen\nAsukkaan nimi: {first} {last}\nHenkilötunnus: [[national_id:hetu_v69]]\nOmaisen sähköposti: [[email:email_v69]]\n"
     "Puhelin: [[phone:phone_fi_v69]]\nVarausmaksu maksettu kortilla [[card:card_v69]]\nPerheen päivitykset: [[url:url_v69]]\nLähetetty {iso_ts} osoitteesta [[ip_address:ip_v69]]"),
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
            if "_elder_v69" in body or "age_at_death_v69" in body:
                _birth(draw, 1926, 1935)  # the nonagenarian's birth date, before any number built on it
            _person(draw)
        text, spans = blind.render(body, draw, SLOTS)
        if clean and spans:
            raise ValueError(f"clean template {template_id} carries an identifier slot")
        if not clean and not spans:
            raise ValueError(f"template {template_id} carries no identifier")
        rows.append({"id": f"blind69-{number:04d}", "template": template_id, "genre": genre, "clean": clean,
                     "kinds": sorted({kind for _, _, kind in spans}), "spans": spans, "text": text})
    return rows


def main() -> None:
    blind.run_command_line(build, SEED, __doc__)


if __name__ == "__main__":
    main()
