"""`date_of_birth` and `date_of_death`: a date by its birth or death label, or right after a person's name.

A date (`checks.text.dates.find_dates`: sentence-final, 02-11-1975, 12.04.1957, two-digit years
...) right after a birth label (DOB, date of birth, born, birthday; Geburtsdatum, geb., née le,
date de naissance, fecha de nacimiento, data di nascita, geboortedatum), a form's format hint
allowed between ("birth date (MM DD YY): 04 12 57"); a compact or partial date after one ("DOB:
04121957", "May-2021"); a full date right after a person's name ("Jane Doe (04/12/1957)", "Mr.
John Smith, 3/4/62,") or in a record's header line ("OKAFOR, CHIDI   06/03/1961"), but not a
signature's ("Electronically signed by Mark Davis, 03/14/2024 14:32"); a date after an answer's words in a reply
written above a quoted message that names the date of birth ("it should be 27/Dec/1987 ...\n> We could not match the
date of birth"); a death's date after its label or verb ("DOD:", "died on", "pronounced 2024.04.25 at 00:54"), or a
death notice's star and dagger ("* 1988.06.02  \u2020 3. Juli 2019"). A year alone ("born in 1950") is not a date of
birth. With `historical_birth_age` set, births at least that many years back and deaths more than 50 years back
pass (HIPAA protects the records of the dead for 50 years).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from datetime import date

from babel.dates import get_month_names

from checks.text.dates import MONTH_PATTERN, DateMention, find_dates
from checks.text.identifiers.postal import alternation
from checks.text.identifiers.reading import CLDR_LANGUAGES, PERSONAL_TITLES, Detector, DetectorSettings, Found, Reading, mention_start
from checks.text.identifiers.records import delimited_cells

BIRTH_WORDS = ("birth", "bday", "dob", "born", "d.o.b", "death", "died", "dod", "d.o.d", "deceased", "passed away", "pronounced",
                "geb", "naissance", "nacimiento", "nacid", "nascita", "nato", "nata", "nascimento", "nasci", "nací", "naci el", "nació", "nacio", "nasceu", "urodz", "ur.", "nar.",
                "delsedat", "dselsdat", "född", "født", "narozen", "syntym", "syntyn", "synt.", "szület", "naşter", "naster",
                "născut", "nascut", "doğum", "dogum tarih", "rođen", "roden", "narodenia", "narodil", "rojstv", "rojen",
                # deaths: "verstorben", "décès", "décédé", "defunción", "falleció", "morte", "deceduto", "overleden", ...
                "sterbe", "todestag", "storben", "décès", "deces", "décéd", "decede", "defunci", "fallec", "morte", "decedut",
                "overl", "sterfdat", "óbito", "obito", "zgon", "faleceu", "falecid", "zmar", "dsdat", "avled", "døde", "úmrt", "umrt",
                "zemř", "zemr", "kuol", "stille in", "somnade", "ölüm", "olum tarih", "smrti", "preminu", "umrl", "zomrel",
                "haláloz", "halaloz", "elhunyt", "dzimšan", "dzimsan", "miršan", "mirsan", "gimimo", "mirties", "sünni", "sunni",
                "surma", "lahir", "meninggal", "wafat", "kapanganakan", "fæðing", "faeding", "dánar", "danar", "twelid", "mewt", "sinh", "วันเกิด", "जन्म",
                "الميلاد", "الولادة", "مواليد", "المولود", "توفي", "tug'ilgan", "tug’ilgan", "tug`ilgan", "туғилган", "vafot", "вафот", "الوفاة", "تولد", "فوت", "وفات", "לידה", "פטירה",
                "рожд", "родил", "народж", "смерт", "умер", "скончал", "помер", "დაბად", "დაბ.", "გარდაცვ", "გარდაიცვ", "ծննդ", "ծնված", "մահ",
                "tarixi", "मृत्यु", "murió", "murio", "nos dej", "morreu", "è mort", "e mort", "lasciat", "a murit", "πέθανε", "απεβίωσε", "γέννησ", "γεννήθ", "θανάτ", "생년", "출생", "사망", "生年", "誕生", "出生", "死亡", "逝世", "死去",
                "\u2020")  # "geb": Geburtsdatum, geb., geboren, geboortedatum
_BIRTH_WORD = re.compile(alternation(BIRTH_WORDS))  # a trie: three times faster than the words one by one
# A label starts a word, or a camelCase key's later word ("patientDob", "memberBirthDate").
_BIRTH_LABEL = re.compile(
    r"(?:(?<![\w])|(?<=(?-i:[a-z]))(?=(?-i:[A-Z])))(?:(?P<birth>(?:dob|d\.o\.b\.?|date\s*of\s*birth|birth\s?date|birth\s?time|birthday|birth(?=\s*[:=])"
    r"|bday(?=[:;]))(?:\s*/\s*age)?"
    r"|born|(?-i:b\.)"
    r"|geburtsdatum|geb\.|geboren(?:\s+am)?|date\s+de\s+naissance|n[ée](?:e|\(e\)|[·.\-]e)?\s+le|fecha\s+de\s+nacimiento|nacid[oa](?:/a)?\s+el"
    r"|data\s+di\s+nascita|nat[oa](?:/a)?\s+il|geboortedatum|geboren\s+op|data\s+de\s+nascimento|nascid[oa](?:/a)?\s+em|data\s+urodzenia"
    # the first person: "nasci a 11/10/1985", "nasci em ...", "nací el 3 de marzo de 1941"
    r"|nasci\s+(?:a|em|no\s+dia)|nac[íi]\s+el"
    # the third person: "nació el 8-abr-1971", "nasceu em 3/4/1950"
    r"|naci[óo]\s+el|nasceu\s+em"
    r"|urodzon[ya](?:\(a\)|/a)?|ur\.|nar\.|f[öø]delsedatum|f[öø]dselsdato|f[öø]dd|f[öø]dt|datum\s+narozen[íi]|narozen(?:[aá]|\(a\)|/a)?|syntym[äa]aika"
    r"|syntynyt|synt\.|sz[üu]let[ée]si\s+(?:d[áa]tum|id[őo])|sz[üu]letett|data\s+na[sșş]terii"
    # Romanian, Turkish, Croatian, Slovak and Slovenian: "născut/ă la 12.03.1950", "Doğum tarihi", "Datum rođenja"
    r"|n[ăa]scut(?:[ăa]|/[ăa])?\s+(?:la|pe|[îi]n)|do[ğg]um\s+tarihi|datum\s+ro[đd]enja|ro[đd]en(?:a|/a)?(?=\s+\d)"
    r"|d[áa]tum\s+narodenia|narodil(?:a|/a)?\s+sa|datum\s+rojstva|rojen(?:a|/a)?(?=\s+\d)"
    # Latvian, Lithuanian, Estonian, Indonesian, Filipino and Icelandic: "Dzimšanas datums", "Tanggal lahir"
    r"|dzim[šs]anas\s+datums|gimimo\s+data|s[üu]nni(?:aeg|kuup[äa]ev)|tanggal\s+lahir|petsa\s+ng\s+kapanganakan"
    r"|f[æa]e?[ðd]ingardagur"
    # Maltese: "Data tat-twelid"
    r"|data\s+tat-?\s?twelid"
    # Malay, Vietnamese, Thai and Hindi: "Tarikh lahir", "Ngày sinh", "วันเกิด", "जन्म तिथि"
    r"|tarikh\s+lahir|ng[àa]y\s+(?:th[áa]ng\s+n[ăa]m\s+)?sinh|วันเกิด|วัน\s*เดือน\s*ปี\s*เกิด|जन्म\s+(?:तिथि|तारीख)"
    # Arabic, Persian and Hebrew: "تاريخ الميلاد", "مواليد" (born), "تاریخ تولد", "תאריך לידה"
    r"|تاريخ\s+(?:الميلاد|الولادة)|مواليد|المولود(?:ة|\(ة\))?\s+(?:في|بتاريخ)|تاریخ\s+تولد|תאריך\s+(?:ה)?לידה"
    # Uzbek in Latin and Cyrillic letters: "Tug'ilgan sana", "Туғилган сана"
    r"|tug['\u2019`]ilgan\s+sana|туғилган\s+сана"
    # Russian, Ukrainian, Georgian, Armenian, Azerbaijani and Nepali: "Дата рождения", "Дата народження",
    # "დაბადების თარიღი", "Ծննդյան ամսաթիվ", "ծնված", "Doğum tarixi", "जन्म मिति"
    r"|дата\s+рождения|родил(?:ся|ась|ся/ась)(?=\s+\d)|дата\s+народження|народив(?:ся|ся/лася)|народилася"
    r"|დაბადების\s+თარიღი|დაბ\.|ծննդյան\s+ամսաթիվ|ծնված|do[ğg]um\s+tarixi|जन्म\s+मिति"
    # Greek: "Ημερομηνία γέννησης", "γεννήθηκε στις"
    r"|ημερομηνία\s+γέννησης|γεννήθηκε(?:\s+(?:στις|την))?"
    # a death notice's genealogical signs: "* 1988.06.02  \u2020 3. Juli 2019" (a star is a birth only before a dagger)
    r"|(?<![\w*])\*(?=[ \t]?\d[^\n\u2020]{4,30}\u2020[ \t]?\d))"
    r"|(?P<death>(?-i:DOD|D\.O\.D\.?)|dod(?=\s*[:=])|date\s*of\s*(?:last\s+contact\s*(?:/|or)\s*)?death|death\s?date|time\s+of\s+death|deceased\s?(?:date\s?)?time"
    r"|deathdate(?=[:;])|deceased\s?date(?=\s*[:=])"
    r"|died|deceased|passed\s+away"
    r"|pronounced\s+(?:dead|deceased)|pronounced(?=\s+(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2}\s+"
    rf"{MONTH_PATTERN}|{MONTH_PATTERN}\s+\d))|passed(?=\s+on\s|\s+\d)|expired(?=\s+on\s)"
    r"|sterbedatum|todestag|verstorben(?:\s+am)?|gestorben(?:\s+am)?|date\s+de\s+d[ée]c[èe]s|d[ée]c[ée]d[ée](?:e|\(e\)|[·.\-]e)?\s+le"
    # "le décès de Aimée Laine, survenu le 23.06.1994": the death named, then when it happened
    r"|d[ée]c[èe]s\s+d[eu]\s+[^,.;\n]{1,60},\s+(?:[^,.;\n]{1,40},\s+)?survenue?\s+le"
    # "passed away peacefully" in Norwegian, Danish and Swedish death notices: "sov stille inn 12.8.2022"
    r"|sov(?:net)?\s+stille\s+in[nd]|somnade\s+(?:stilla\s+)?in"
    r"|fecha\s+de\s+(?:defunci[óo]n|fallecimiento)|falleci[óo]\s+el|fallecid[oa](?:/[ao]|\([ao]\))?\s+el|data\s+di\s+morte"
    r"|decedut[oa](?:/[ao]|\([ao]\))?\s+il|overlijdensdatum"
    # "died" as the locales say it in a letter: "murió el", "nos dejó el" (left us), "morreu em", "è morto il",
    # "ci ha lasciato il", "a murit la", "πέθανε στις"
    r"|muri[óo]\s+el|nos\s+dej[óo]\s+el|morreu\s+(?:em|a|no\s+dia)|[èe]\s+mort[oa]\s+il|ci\s+ha\s+lasciat[oa]\s+il"
    r"|a\s+murit\s+(?:la|pe|[îi]n)|πέθανε\s+(?:στις|την)|απεβίωσε\s+(?:στις|την)|ημερομηνία\s+θανάτου"
    # the death alone as a form's field: "Décès : 29/05/1996", "Fallecimiento: 29/05/1996"
    r"|d[ée]c[èe]s(?=\s*[:=])|fallecimiento(?=\s*[:=])"
    r"|overleden\s+op|overleed(?:\s+op)?|sterfdatum|data\s+(?:d[oe]\s+[óo]bito|zgonu)|faleceu\s+em"
    r"|falecid[oa](?:/[ao]|\([ao]\))?\s+(?:em|a|no\s+dia)|zmar[łl](?:a|\(a\)|/a)?(?:\s+dnia)?"
    r"|zm\.(?=\s*\d)|\u2020(?=[ \t]?\d)|(?<![\w.])(?-i:d\.)(?=[ \t]?\d)|d[öø]dsdatum|d[öø]dsdato|avled|døde"
    r"|datum\s+[úu]mrt[íi]|d[áa]tum\s+[úu]mrtia|zem[řr]el(?:a|\(a\)|/a)?|zomrel(?:a|/a)?|kuolinp[äa]iv[äa]|kuoli"
    # Turkish, Romanian, Hungarian, Croatian and Slovenian: "Ölüm tarihi", "Data decesului", "Halálozás dátuma"
    r"|[öo]l[üu]m\s+tarihi|data\s+deces(?:ului)?|decedat(?:[ăa]|/[ăa])?\s+(?:la|pe|[îi]n)|hal[áa]loz[áa]s\s+(?:d[áa]tuma|ideje)"
    r"|elhunyt|datum\s+smrti|preminu(?:o|la|o/la)|umr(?:o|la|l(?:/a)?)(?=\s+\d)"
    r"|mir[šs]anas\s+datums|mirties\s+data|surma(?:aeg|kuup[äa]ev)|tanggal\s+(?:meninggal|wafat)|d[áa]nardagur|data\s+tal-?\s?mewt"
    r"|تاريخ\s+الوفاة|توفي(?:ت|\(ت\))?\s+(?:\w+\s+)?(?:في|بتاريخ)|vafot\s+etgan\s+sana(?:si)?|вафот\s+этган\s+сана(?:си)?|تاریخ\s+(?:فوت|وفات)|תאריך\s+(?:ה)?פטירה"
    r"|дата\s+смерти|умер(?:ла|\(ла\))?(?=\s+\d)|скончал(?:ся|ась)|дата\s+смерті|помер(?:ла|\(ла\))?(?=\s+\d)"
    r"|გარდაცვალების\s+თარიღი|გარდაიცვალა(?=\s+\d)|մահվան\s+ամսաթիվ|մահացել\s+է|[öo]l[üu]m\s+tarixi|मृत्यु\s+मिति))"
    r"(?=[\W\d_]|$)",
    re.IGNORECASE,
)
# Korean, Japanese and Chinese labels ("생년월일", "生年月日", "出生日期", "사망일", "死亡日期"): their letters are word
# characters with no space before them ("患者生年月日"), so they are read without the word boundaries above.
_CJK_LABEL = re.compile(
    r"(?P<birth>생년월일|출생일(?:자)?|生年月日|誕生日|出生(?:年月)?日期|出生年月日|出生日)"
    r"|(?P<death>사망일(?:자|시)?|사망(?=\s*\d)|死亡(?:年月)?日(?:期|時)?|死亡時刻|逝世(?:日期)?|死去(?=\s*[:：]?\s*\d))"
)
# Their dates: the year (or an era's year: "昭和56年", "民國70年") and the month and day words ("1927년 06월 22일",
# "1981年3月14日"), or dots as Korea prints them ("1926. 12. 12.").
_CJK_DATE = re.compile(
    r"(?:(?:明治|大正|昭和|平成|令和|民國|民国)\s?(?:元|\d{1,3})|(?:19|20)\d{2})\s?[年년]\s?\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일]?"
    r"|(?:[MTSHR]|民國|民国)\d{1,3}[./]\d{1,2}[./]\d{1,2}(?!\d)"
    r"|(?:19|20)\d{2}\.\s?\d{1,2}\.\s?\d{1,2}\.?(?!\d)"
)
_CJK_LINK = re.compile(r"[\s:：=は은는이가]*")
# HIPAA protects a person's health information for 50 years after death.
_DEATH_PROTECTED_YEARS = 50
# Between a birth label and its date: linking words, or a place ("born in Lyon on 4 December 1950").
# An answer's opening words in the next sentence or turn: "... your date of birth? Sure, it's 3/17/1986"; or a
# correction's: "We show a date of birth that does not match. The right one is 2010/10/11".
_ANSWER = (r"(?i:sure|yes|yeah|yep|ok|okay|certainly|of\s+course|it'?s|it\s+is|that'?s|that\s+is|mine\s+is|"
           r"that\s+would\s+be|the\s+(?:right|correct)\s+(?:one|date)\s+is|it\s+should\s+be)")
_BIRTH_LINK = re.compile(
    rf"(?:(?:\s+(?i:that|which)\b[^.?!\n]{{0,40}})?[?.]\s+(?:[A-Z][a-z]+\s*:\s*)?(?:{_ANSWER}[\s,.!]*){{1,3}}"
    r"|\?\s*(?:[A-Z][a-z]+|[AQ])\s*:)?"  # asked and answered: "your date of birth? Caller: March 9th, 1948"
    # "]" closes a form's bracketed field: "[ Birth date ]\n1/XI/1949"
    # Armenian writes its comma after a label ("ծնված՝ 06.11.1976")
    r"[\s:=,\-\u2013*\"'`\u201c\u201d|\]\u055d]*(?:\([A-Za-z/ .\-]{2,16}\)[\s:=,\-]*)?"  # a form's hint: "(MM/DD/CCYY)", "(Mo/Day/Yr)"
    r"(?:(?:(?i:is|was|of|on|in|at|listed|given|as|being|recorded|noted|reported|stated|the|am|file|record|shown|"
    r"dne|dnia|den|le|el|il|em|op|"  # "on" in the locales' languages: "zemřel dne 08.04.1999", "nacido el ..."
    r"documented|confirmed|verified|entered|to|be|has|been|patient|patient's|member|member's|subscriber|insured|"
    r"claimant|enrollee|beneficiary|child|infant|baby)|[A-Z][a-zà-ÿ]+)\b[\s:,*\"'`\u201c\u201d]+){0,4}"
)
_MONTH_WORD = (
    r"(?i:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_COMPACT_DATE = re.compile(
    r"(?:19|20)\d{6}(?:(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?(?:[+-]\d{4})?)?\b"  # HL7's timestamp: "201202271031"
    r"|(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:19|20)\d{2}\b"
    r"|(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:19|20)\d{2}\b"  # day first, as Europe writes it: "b. 24112016"
    r"|\d{1,2} \d{1,2} (?:19|20)?\d{2}\b"  # a form's boxes: "04 12 57"
    r"|\d{1,2} ?/ ?\d{1,2} ?/ ?(?:19|20)?\d{2}\b"  # a scan's or hand's spaces around the slashes: "10/ 29/1994"
    r"|(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{2}(?!\d)"  # MMDDYY answering a birth label: "DOB?\nCALLER: 062414"
    # Shorter forms a birth label makes a date of (HIPAA counts a birth month and year): "21.5.21",
    # "May-2021", "05/2021".
    r"|(?:0?[1-9]|[12]\d|3[01])[.\-](?:0?[1-9]|[12]\d|3[01])[.\-]\d{2}(?![\d\-/]|\.\d)"
    rf"|{MONTH_PATTERN}[\-/.]\s?(?:19|20)\d{{2}}\b"
    r"|(?:0?[1-9]|1[0-2])[/\-.](?:19|20)\d{2}(?![\d\-/]|\.\d)"
    # A month's abbreviation, a day, a year: "Apr-25-1929".
    rf"|{_MONTH_WORD}\.?[\-/ .](?:0?[1-9]|[12]\d|3[01])[\-/ .,]\s?(?:19|20)\d{{2}}(?!\d)"
    # A day, a month's name or abbreviation in any case, a year: "09-oct-1968", "17MAY1979", "3 Sept. 62".
    rf"|(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?[\-/ .]?{_MONTH_WORD}\.?[\-/ .,]?\s?(?:19|20)?\d{{2}}(?!\d)"
)
# A person's name (an optional title, two or three capitalised words) right before a date in
# parentheses or between commas.
_NAME_WORD = r"[A-ZÀ-Þ](?:['’][A-ZÀ-Þ])?[a-zà-ÿ]+(?:[A-ZÀ-Þ][a-zà-ÿ]+)?(?:-[A-ZÀ-Þ][a-zà-ÿ]+)?"
_NAME_BEFORE_DATE = re.compile(
    rf"(?:\b(?:{PERSONAL_TITLES}|Dr|Prof)\.?\s+)?{_NAME_WORD}"
    rf"(?:\s+[A-Z]\.)?(?:\s+{_NAME_WORD}){{1,2}}\s*(?:\(|,)\s*(?:DOB:?\s*|born\s+)?$"
)
_NOT_NAMES = frozenset(
    """the a an this that these those on in at by for from to of and or with without after before since until
    date dates notice effective revised updated issued dated signed received filed decision appeal review
    request letter service services admission discharge visit policy plan coverage period update bulletin
    version amendment act rule section part medicare medicaid health care center hospital clinic insurance
    company inc llc board committee department office court supreme state federal register final interim
    order program programme benefit benefits member members patient claim claims form authorization prior standard
    expedited urgent january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday summary table figure appendix exhibit schedule
    group provider network pharmacy drug formulary tier annual open enrollment hearing notes note report
    regulation guidance manual handbook edition volume issue memo memorandum ruling opinion case county city
    north south east west new united states department agency council unit team division bureau commission
    association foundation institute university college school magazine news times journal post press herald
    tribune gazette review daily weekly leader chronicle
    festival fest fair days marathon conference expo concert tournament parade symposium summit carnival gala
    championship championships regatta rodeo triathlon convention jamboree""".split()
)


def find_birth_dates(reading: Reading) -> list[Found]:
    """Dates right after a birth (or death) label, or right after a person's name, the label or name in the span."""
    text, lowered, dates, settings = reading.text, reading.lowered, reading.dates, reading.settings
    out: list[Found] = []
    if (
        _BIRTH_WORD.search(lowered) or "b." in text or "passed " in lowered or "expired on" in lowered
        or not text.isascii() and "né" in lowered
    ):
        if not text.isascii():
            out += _cjk_labelled(text, dates, settings)
        for label in _BIRTH_LABEL.finditer(text):
            kind = "date_of_birth" if label.lastgroup == "birth" else "date_of_death"
            if label.group(0).lower() in ("passed", "expired") and not _SOMEONE_BEFORE.search(
                text, max(0, label.start() - 32), label.start()
            ):
                continue  # "the rule passed on 7 Jan 2006", "the policy expired on ...": no one's death
            link = _BIRTH_LINK.match(text, label.end())
            link_end = link.end() if link else label.end()
            # The date starts where the link words end, or at a "the" they took ("the 4th of May").
            i = bisect_left(dates, label.end(), key=mention_start)
            mention = dates[i] if i < len(dates) and dates[i].start <= link_end else None
            if mention is None and i < len(dates) and _VERB.match(label.group(0)):
                mention = _dated_by_adjunct(text, label.end(), dates[i])
            answer = None if mention is not None else _answer_after_request(text, label.start(), label.end())
            if answer is not None:
                j = bisect_left(dates, answer, key=mention_start)
                if j < len(dates) and dates[j].start == answer:
                    mention = dates[j]
                else:
                    link_end = answer  # a compact date answers ("Reply: 10211988")
            if mention is not None:
                years_back = None if kind == "date_of_birth" else _DEATH_PROTECTED_YEARS
                if not _is_historical(mention, settings, years_back):
                    out.append(Found(kind, label.start(), mention.end))
            elif (named := _MONTH_NAME_DATE.match(text, link_end)) is not None:
                if not _historical_year(int(named.group("year") or named.group("year_first")), settings, kind):
                    out.append(Found(kind, label.start(), named.end()))  # "Geburtsdatum: 3. März 1950"
            else:
                compact = _COMPACT_DATE.match(text, link_end)  # "DOB: 04121957", "DOB 19570412"
                glued = None if compact else next(iter(find_dates(text[link_end:link_end + 24])), None)
                if compact:
                    out.append(Found(kind, label.start(), compact.end()))
                elif glued is not None and glued.start == 0:  # "DOB04/12/1957": no space to see the date by
                    out.append(Found(kind, label.start(), link_end + glued.end))
    if "\n>" in text:
        out += _answered_above_the_quote(reading)
    column_of: dict[int, str] | None = None  # a delimited export's cells: offset -> column header, read when needed
    for mention in dates:
        if not any(reading[0] == "date" for reading in mention.readings):
            continue
        before = text[max(0, mention.start - 60):mention.start]
        header = None
        if before.endswith(("  ", "\t")):
            header = _CAPS_NAME_BEFORE_DATE.search(before)
        elif before.rstrip().endswith((",", ";", "/")):
            header = _SEX_BEFORE_DATE.search(before)
        if header and not _is_historical(mention, settings):
            # "Patient (F, 06/03/1961)", "OKAFOR, CHIDI   06/03/1961": a record's header line
            out.append(Found("date_of_birth", mention.start - len(before) + header.start(), mention.end))
            continue
        if not before.rstrip().endswith(("(", ",", "DOB", "DOB:", "born")):
            continue
        if before.endswith(","):
            if column_of is None:
                column_of = {cell.start: cell.label.lower() for cell in delimited_cells(text)}
            column = column_of.get(mention.start)
            if column is not None and not _BIRTH_WORD.search(column):
                continue  # "Sun_Valley,2026-08-15" under "area,inspection_date": its column says what the date is
        name = _NAME_BEFORE_DATE.search(before)
        if name and (_SIGNED_BY.search(before, 0, name.start()) or _TIME_AFTER.match(text, mention.end)):
            continue  # "Electronically signed by Mark Davis, 03/14/2024 14:32": when, not a birth
        # After a comma only an all-digit date ("Mr. John Smith, 3/4/62,"): "Puck Magazine,
        # September 9, 1908" is a dateline.
        if name and "(" not in name.group(0) and any(c.isalpha() for c in mention.text):
            continue
        if name and name.group(0).startswith(("Dr", "Prof")):
            continue  # "Dr. Maria Lopez (06/03/2024):": a clinician's entry, dated
        if name and _ORGANISATION_BEFORE_NAME.search(before, max(0, name.start() - 24), name.start()):
            continue  # "Hospital de Sousa Alegre, 23/05/2025": an organisation's name, dated
        if name and _NOT_A_PERSON_BEFORE.search(before, 0, name.start()):
            continue  # "der Krebsberatungsstelle Elbaue, 09.04.2025", "prepared by Ann Lee, Helpline Coordinator,"
        if name and _a_dateline(text, mention.start - len(before) + name.start(), mention):
            continue  # "... directora médica. San Juan, 26/02/2026.": where and when a letter was written
        if name and not _not_a_name(name) and not _is_historical(mention, settings):
            out.append(Found("date_of_birth", mention.start - len(before) + name.start(), mention.end))
    return out


# A letter's dateline ("Buenos Aires, 03/02/2026") or a signature's date ("Dr. Rosnani binti Mat Daud, Pakar
# Oftalmologi, 14/10/2025."): the place or the title starts its line or sentence, or follows a doctor's name that does,
# the date ends it, and the date is this year's or last year's, when letters are written and few people are born who
# are written about.
_LINE_OR_SENTENCE_START = re.compile(r"(?:^|[\n.!?][ \t]*)$")
_SIGNATURE_OPENING = re.compile(r"(?:^|[\n.!?][ \t]*)(?:Dr|Dra|Drs|Prof|Professor)\.?[ \t][^\n\d.!?]{2,80},[ \t]*$")
_SIGNATURE_REACH = 100
_LINE_END = re.compile(r"\.?[ \t]*(?:\n|$)")
_DATELINE_YEARS = 1


def _a_dateline(text: str, place_start: int, mention: DateMention) -> bool:
    years = [reading[1] for reading in mention.readings if reading[0] == "date"]
    return (
        bool(years) and min(years) >= date.today().year - _DATELINE_YEARS
        and _LINE_END.match(text, mention.end) is not None
        and (
            _LINE_OR_SENTENCE_START.search(text, max(0, place_start - 3), place_start) is not None
            or _SIGNATURE_OPENING.search(text, max(0, place_start - _SIGNATURE_REACH), place_start) is not None
        )
    )


def _cjk_labelled(text: str, dates: list[DateMention], settings: DetectorSettings) -> list[Found]:
    """Dates after a Korean, Japanese or Chinese birth or death label (`_CJK_LABEL`): in the date reader's forms
    ("생년월일 1931/12/08") or with the year, month and day words (`_CJK_DATE`)."""
    out = []
    for label in _CJK_LABEL.finditer(text):
        kind = "date_of_birth" if label.lastgroup == "birth" else "date_of_death"
        start = _CJK_LINK.match(text, label.end()).end()
        i = bisect_left(dates, start, key=mention_start)
        if i < len(dates) and dates[i].start == start:
            if not _is_historical(dates[i], settings, None if kind == "date_of_birth" else _DEATH_PROTECTED_YEARS):
                out.append(Found(kind, label.start(), dates[i].end))
        elif (written := _CJK_DATE.match(text, start)) is not None:
            year = written.group(0)[:4]
            if not (year.isdigit() and _historical_year(int(year), settings, kind)):
                out.append(Found(kind, label.start(), written.end()))
    return out


# Who "passed on": someone ("your husband passed on 7 Jan 2006", "Mum passed on 01 August 2024"), not a bill or a rule.
_SOMEONE_BEFORE = re.compile(
    r"\b(?:(?i:he|she|they|who|husband|wife|partner|spouse|son|daughter|mother|father|mom|mum|dad|brother|sister|"
    r"grandmother|grandfather|parent|child|patient|member|subscriber|beneficiary|insured)|[A-Z][a-z]+\s+[A-Z][a-z]+)\s+$"
)
# A label that is a verb: its date may follow the verb's other adjuncts in the clause ("passed away peacefully
# at home on 2002-05-18", "was born in Lyon on 4 December 1950").
_VERB = re.compile(r"born|died|passed|expired|pronounced|deceased", re.IGNORECASE)
_ADJUNCT_REACH = 60
_CLAUSE_BREAK = re.compile(r"[.;!?\n]\s")
_DATE_PREPOSITION = re.compile(r"\b(?:on|in)(?:\s+the)?\s*$", re.IGNORECASE)


def _dated_by_adjunct(text: str, label_end: int, mention: DateMention) -> DateMention | None:
    """The next date after a birth or death verb when the verb's clause reaches it through "on" or "in" and
    the date is a full one (a year alone is no birth date)."""
    if mention.start - label_end > _ADJUNCT_REACH or not any(r[0] == "date" for r in mention.readings):
        return None
    between = text[label_end:mention.start]
    if _CLAUSE_BREAK.search(between + " ") or not _DATE_PREPOSITION.search(between):
        return None
    return mention


# A birth label that asks ("your birthday, with the year?", "Reply with your date of birth (MMDDYYYY) ..."): its
# answer opens the next turn or line ("Patient: Sure, it's 8/21/1965", "Reply: 10211988").
_REQUEST_BEFORE = re.compile(
    r"\b(?:reply|respond|enter|provide|confirm|verify|send|text|give|state|tell\s+(?:me|us)|what\s+is|what'?s|need|require|"
    r"can\s+(?:i|we)\s+(?:have|get)|may\s+(?:i|we)\s+have)\b[^.?!\n]{0,24}$",
    re.IGNORECASE,
)
_QUESTION_REACH = 120
# A turn's opening: its time in brackets and its speaker, whose handle a chat log may print in lower case after the time
# ("[08:15] brian: 10 / 06 / 1966") or at the line's start ("me: 10/24/1939"), then an answer's opening words.
_ANSWER_OPENING = re.compile(
    # a chat line's time, in brackets or not, and its speaker: "[9:38] Visitor:", "14:31 Me:"
    rf"[ \t]*\n?[ \t]*(?:(?:\[[\w:. ]{{1,12}}\]|\d{{1,2}}:\d{{2}}(?::\d{{2}})?)[ \t]*(?:[\w.'()-]{{1,24}}(?:[ \t][\w.'()-]{{1,24}})?:[ \t]*)?"
    rf"|[A-Z][\w .'()-]{{0,24}}:[ \t]*|(?<=\n)[a-z][\w.'-]{{0,24}}:[ \t]*)?(?:{_ANSWER}[\s,.!]*){{0,3}}"
)


def _answer_after_request(text: str, label_start: int, label_end: int) -> int | None:
    """Where the answer to a birth label that asks for the date starts, or None: the label's sentence ends
    in "?", or a request verb stands before it; the answer opens the next line or sentence."""
    window = text[label_end:label_end + _QUESTION_REACH]
    ends = [i for i in (window.find("?"), window.find("\n")) if i >= 0]
    if not ends:
        return None
    end = min(ends)
    asked = window[end] == "?" or _REQUEST_BEFORE.search(text, max(0, label_start - 48), label_start) is not None
    if not asked:
        return None
    if window[end] == "?" and "\n" not in window[end:end + 2]:
        start = label_end + end + 1
    else:
        newline = window.find("\n", end)
        if newline < 0:
            return None
        start = label_end + newline
    opening = _ANSWER_OPENING.match(text, start)
    return opening.end() if opening else None


# A reply written above the message it answers: the quoted message (its lines open with ">") names a date of birth
# ("> We could not match the date of birth on your claim"), the reply gives one after an answer's words ("Yes that's
# wrong, it should be 27/Dec/1987").
_QUOTED_LINE = re.compile(r"^[ \t]*>", re.MULTILINE)
_ANSWER_WORDS = re.compile(rf"\b(?:{_ANSWER})[\s,:]*")
_YEAR_IN_VALUE = re.compile(r"(?:19|20)\d{2}")


def _answered_above_the_quote(reading: Reading) -> list[Found]:
    """The date that follows an answer's words in a reply whose quoted message names a date of birth: a date
    `find_dates` reads, one by its month's name ("sep. 16, 1932"), or a value with a year ("27/Dec/1987")."""
    text, dates = reading.text, reading.dates
    quote = _QUOTED_LINE.search(text)
    if quote is None or not any(label.lastgroup == "birth" for label in _BIRTH_LABEL.finditer(text, quote.start())):
        return []
    out = []
    for answer in _ANSWER_WORDS.finditer(text, 0, quote.start()):
        at = answer.end()
        i = bisect_left(dates, at, key=mention_start)
        named = _MONTH_NAME_DATE.match(text, at)
        j = bisect_left(reading.tokens, (at, 0))
        token = reading.tokens[j][1] if j < len(reading.tokens) and reading.tokens[j][0] == at else None
        if i < len(dates) and dates[i].start == at:
            out.append(Found("date_of_birth", at, dates[i].end))
        elif named is not None:
            out.append(Found("date_of_birth", at, named.end()))
        elif token is not None and _YEAR_IN_VALUE.search(text, at, token):
            out.append(Found("date_of_birth", at, token))
    return out


_SEX_BEFORE_DATE = re.compile(r"\((?:M|F|male|female)\s*[,;/]\s*$", re.IGNORECASE)
_CAPS_NAME_BEFORE_DATE = re.compile(r"(?<![\w,])[A-Z][A-Z'\-]+,\s*[A-Z][A-Z'\-]+(?:\s+[A-Z]\.?)?(?:\s{2,}|\t)$")
_SIGNING = (r"(?:signed|co-?signed|dictated|transcribed|reviewed|authored|attested|approved|verified|entered|"
            r"documented|prepared|written|compiled)(?:\s+\w+)?\s+by")
_SIGNED_BY = re.compile(rf"\b{_SIGNING}\s*:?\s*$", re.IGNORECASE)
_TIME_AFTER = re.compile(r",?\s*(?:at\s+)?\d{1,2}:\d{2}\b")
# What makes the capitalised words before a date no person's name: a definite article ("für
# den Beirat der Krebsberatungsstelle Elbaue, 09.04.2025"), or a signer's name (the words are the signer's role:
# "Report prepared by Ann Lee, Helpline Coordinator, 15/11/2026").
_NOT_A_PERSON_BEFORE = re.compile(
    r"\b(?i:the|der|die|das|den|dem|het|la|le|les|el|il|lo)[ \t]+$"
    rf"|\b(?i:{_SIGNING})[ \t]*:?[ \t]*[^\n,.;]{{2,60}},[ \t]*$"
)


def _month_names(languages: tuple[str, ...]) -> list[str]:
    names: set[str] = set()
    for language in languages:
        for width in ("wide", "abbreviated"):
            for context in ("format", "stand-alone"):
                names.update(name.rstrip(".").lower() for name in get_month_names(width, context, language).values())
    return sorted((name for name in names if len(name) >= 3), key=len, reverse=True)


# Month names and abbreviations in the languages of `CLDR_LANGUAGES`, from the Unicode CLDR (Babel): both the
# forms a date uses and the names standing alone ("3 marca 1950" and "marzec"; "3. března 1950"), for a birth or
# death date written in the patient's language after its label.
_MONTH_NAME = "(?:" + "|".join(re.escape(name) for name in _month_names(CLDR_LANGUAGES)) + r")\.?"
_MONTH_NAME_DATE = re.compile(
    rf"(?i:(?:den\s+|le\s+|el\s+|il\s+|op\s+|em\s+|ng[àa]y\s+)?(?:0?[1-9]|[12]\d|3[01])(?:\.?(?:\s+de|\s+ta')?\s+|-|/)"
    rf"{_MONTH_NAME}(?:(?:\s+de|\s+n[ăa]m)?,?\s+|-|/)"  # "3 de marzo de 1941", "8-abr-1971", "8/abr/1971"
    rf"|{_MONTH_NAME}\s+(?:0?[1-9]|[12]\d|3[01]),?\s+)(?P<year>(?:1[89]|20)\d{{2}}|2[45]\d{{2}})(?!\d)"
    # Hungarian and Georgian write the year first: "1951. július 11.", "1976. aug. 28.", "1961 წლის 25 სექტემბერი"
    rf"|(?P<year_first>(?:1[89]|20)\d{{2}})(?:\.\s+{_MONTH_NAME}\s+(?:0?[1-9]|[12]\d|3[01])\.?"
    rf"|\s+წლის\s+(?:0?[1-9]|[12]\d|3[01])\s+{_MONTH_NAME})(?!\d)"
)
# Thailand counts years in the Buddhist era, 543 ahead of the common one ("17 ส.ค. 2503": 17 August 1960).
_BUDDHIST_ERA_OFFSET = 543
_BUDDHIST_ERA_FIRST_YEAR = 2400


def _historical_year(year: int, settings: DetectorSettings, kind: str) -> bool:
    """`_is_historical` for a date read by its month's name in another language (only its year matters)."""
    if settings.historical_birth_age is None:
        return False
    if year >= _BUDDHIST_ERA_FIRST_YEAR:
        year -= _BUDDHIST_ERA_OFFSET
    back = settings.historical_birth_age if kind == "date_of_birth" else _DEATH_PROTECTED_YEARS
    return year <= date.today().year - back


_ORGANISATION_WORDS = (
    r"(?:hospital|hôpital|hopital|ospedale|klinikum|krankenhaus|clinic|clinica|clínica|klinik|kliniek|ziekenhuis|"
    r"sjukhus|sygehus|nemocnice|szpital|centro|centre|center|laborat[óo]rio|laboratorio|laboratory|lab|pharmacy|"
    r"farmacia|apotheke|university|universit[àa]|institute|instituto|istituto|practice|cabinet|praxis|medicine)"
)
_ORGANISATION_WORD = re.compile(_ORGANISATION_WORDS, re.IGNORECASE)
_ORGANISATION_BEFORE_NAME = re.compile(
    rf"\b{_ORGANISATION_WORDS}(?:\s+(?:de|di|da|do|del|della|des|du|of|am|an|der|für|the))*\s*$", re.IGNORECASE
)


def _not_a_name(name: re.Match[str]) -> bool:
    words = re.findall(r"[^\W\d_]+", name.group(0))
    return any(word.lower() in _NOT_NAMES or _ORGANISATION_WORD.fullmatch(word) for word in words)


def _is_historical(mention: DateMention, settings: DetectorSettings, years_back: int | None = None) -> bool:
    """Whether the date lies far enough back to be public history (only where the policy allows it:
    `historical_birth_age` set; a death date then counts from `years_back`)."""
    if settings.historical_birth_age is None:
        return False
    years = [reading[1] for reading in mention.readings if reading[0] in ("date", "ym")]
    back = settings.historical_birth_age if years_back is None else years_back
    return bool(years) and max(years) <= date.today().year - back


DETECTOR = Detector("birth_dates", frozenset({"date_of_birth", "date_of_death"}), find_birth_dates)
