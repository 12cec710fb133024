"""The label table: what a label before a value says the value is, and label lines joined to their values.

The nearest label before a value decides its kind: "MRN: 4471203" is a record number, "group
number 555-120-3344" a plan's (kind None: no identifier at all). Every detector that reads a value
by its label asks `labels_before`; `attached_to_impersonal_label` is the test for "a claim's, an
NPI's, a reference's number".

A value on the line after its label is the label's ("MRN:\\n4471203", "Member ID\\n XJH882910337").
EHR exports and portal pages pasted as text put a field's label and its value on two lines. The
detectors read a label's value only within its clause, and a line break ends a clause;
`join_label_lines` joins the two lines (a space for the line break, so every offset stays) when the
line before is short and ends in a label of the table, with or without a colon.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass

from checks.text.identifiers.postal import state_before_its_postcode

# -- labels -------------------------------------------------------------------------------------
# The nearest label before a value decides what the value is. A label of a non-PHI kind
# ("group number", "form", "claim", "NPI") makes the value no identifier at all.
# "ID", "identifier", and "I.D." as forms print it ("INSURED'S I.D. NUMBER").
_ID = r"(?:id(?:entifier|entification)?|i\.d\.?|(?-i:I D)\b)"  # "I D": spelled out, as a voice system prints it
# and the number words of the languages whose labels the table holds ("KvK-nummer", "numero", "nr.", "n°", "n.º", which
# Unicode's compatibility normalisation turns into "n.o").
_NUMBER_WORD = r"(?:[\s-]*(?:" + _ID + r"|number|nummer|num[eé]ro|número|num\.?|no\.?|nr\.?|nro\.?|nbr|n\.?[°º]|n\.o\b|#))"
# The owner said before a spoken label ("my card is ...", "his social is ..."): the label may stand alone after one.
_SPOKEN_OWNER = r"(?<=\bmy\s)|(?<=\bhis\s)|(?<=\bher\s)|(?<=\byour\s)|(?<=\btheir\s)"
# A company's VAT, trade register or business number, in English or in its country's language; a company's tax number
# in Colombia (NIT, with its check digit) and in Turkey (vergi numarası, VKN: a person's is the T.C. Kimlik No's eleven
# digits).
_COMPANY_NUMBER = (
    r"(?:vat(?:\s+reg(?:istration|\.)?)?|p\.?\s?iva|partita\s+iva|ust-?id(?:nr\.?)?|tva|btw|cif|siret|siren|kvk|cvr|"
    r"y-tunnus|org\.?\s?nr\.?|organisationsnummer|ondernemingsn(?:umme)?r\.?|uid|i[čc]o|regon|nip|cnpj|"
    r"company|handelsregister|hrb|abn|acn|uen|gstin?|nipc|nit|vkn|vergi(?:\s+kimlik)?(?:\s+numaras[ıi])?|"
    # Belgium's enterprise number in French ("N° d'entreprise 0646.464.616") and its register (BCE, KBO)
    r"n[°º]?\s*d'entreprise|num[ée]ro\s+d'entreprise|bce|kbo)"
)
# A short abbreviation in capitals ("CUI", "NIN", "NRC", "DPI") names an identity number only before a value of one
# (`labels_before` asks `_ID_VALUE`): up to three letters of a prefix ("GHA 563356119 5", "CM07193918D9W9", "V.-
# 10.618.250"), then at least six digits, each followed by at most one separator ("5 0749 4251", "402-2000376-4").
_ID_ABBREVIATIONS = (
    r"(?-i:DUI|DPI|CUI|CIN|CNI|NNI|NINA|NIN|NRC|NID|NIC|KTP|IIN|IDNP|EMBG|EMSO|EMŠO|QID|HKID|CNIC|NICOP|NIDA|UMID|RNE|"
    r"RNM|NINO|SIN|INSZ|NISS|IdNr)"
)
_ABBREVIATED_ID = re.compile(_ID_ABBREVIATIONS + r"(?!\w)")
_NOTE = r"\((?=[^()\n]*[^\W\d])[^()\n]{1,60}\)"  # a form's note on a field: "SIN (plan requires for coordination of benefits)"
_ID_VALUE = re.compile(r"[ \t]*(?:" + _NOTE + r"[ \t]*)?(?:N[°º]\.?|No\.?|Nr\.?|#)?[ \t]*[:：=#]?[ \t]*(?:[A-Z]{1,3}[ .-]{0,3})?(?:\d[ ./-]?){6}")
_IDENTITY_NAMES = (
    # Latin America: the cédula (de identidad, de ciudadanía, "del tutor"), C.I., DPI/CUI, DUI, Brazil's registro geral
    r"(?:c[ée]dula(?:\s+(?:de\s+)?(?:identidad(?:\s+y\s+electoral|\s+personal)?|ciudadan[íi]a|extranjer[íi]a|residencia|"
    r"persona\s+f[íi]sica))?(?:\s+del?\s+(?:la\s+)?[a-zñ]+(?:/a)?)?|(?-i:C\.\s?I\.|C\.\s?C\.)|(?-i:CI)\s*(?:N[°º]\.?|No\.?|#)|"
    r"carn[ée]t?\s+de\s+identidad|documento\s+(?:[úu]nico\s+de\s+identidad|personal\s+de\s+identificaci[óo]n|"
    r"de\s+identificaci[óo]n(?:\s+personal)?)|n[úu]mero\s+de\s+(?:identidad|identificaci[óo]n)(?:\s+(?:personal|nacional))?|"
    r"registro\s+geral|carteira\s+de\s+identidade|bilhete\s+de\s+identidade|cart[ãa]o\s+de\s+cidad[ãa]o|identidade(?=\s*(?:n|:))|"
    r"n[úu]mero\s+de\s+identifica[çc][ãa]o\s+civil|"
    # French-speaking countries: the carte nationale d'identité (CNI, CIN, NNI, NINA), Belgium's national register
    r"carte\s+nationale\s+d'identit[ée]|pi[èe]ce\s+d'identit[ée]|num[ée]ro\s+(?:national\s+)?d'identit[ée]|"
    r"num[ée]ro\s+d'identification(?:\s+nationale?)?|(?:num[ée]ro\s+(?:de|du)\s+)?registre\s+national|rijksregister(?:nummer)?|"
    # Africa in English, Swahili and Kinyarwanda: NIN (Nigeria, Uganda), NRC (Zambia, Malawi), NIDA (Tanzania), the
    # Ghana Card, Botswana's Omang, Kenya's Huduma Namba, Rwanda's indangamuntu, Ethiopia's Fayda
    r"kitambulisho(?:\s+cha\s+(?:taifa|uraia))?|indangamuntu|huduma\s+namba|omang|ghana\s*card|fayda|kebele\s+id|"
    r"national\s+registration\s+card|"
    # Asia and the Middle East: Aadhaar, a voter's card, a citizenship certificate (Nepal), Indonesia's KTP, an "IC",
    # the Hong Kong identity card, the Emirates ID, Saudi Arabia's iqama, Qatar's QID
    r"aadhaa?r|voter'?s?\s+id|citizenship\s+(?:certificate\s+)?(?:no\.?|number)|kartu\s+tanda\s+penduduk|"
    r"(?-i:IC|I/C)\s*(?:no\.?|number)|hong\s+kong\s+identity\s+card|emirates\s+id|iqama|qatar\s+id|"
    # the UK's National Insurance number, Canada's social insurance number (NAS in French)
    r"national\s+insurance(?:\s+(?:number|no\.?))?|social\s+insurance(?:\s+(?:number|no\.?))?|"
    r"num[ée]ro\s+d'assurance\s+sociale|"
    # the abbreviations, read only before an identity number's value
    + _ID_ABBREVIATIONS + r")" + _NUMBER_WORD + "?"
)
_BANK_ACCOUNT_NAMES = (
    # Spanish and Portuguese (cuenta, CLABE, CBU, conta), French (compte bancaire, RIB), Italian (conto corrente), Swahili
    # and Kinyarwanda (akaunti ya benki, konti ya banki), Uzbek (hisob raqami), Malay and Indonesian (rekening, akaun),
    # Turkish (hesap numarası), Hungarian, Czech, Slovak, Croatian and Serbian, Lithuanian
    r"(?:(?:n[úu]mero\s+de\s+)?cuenta(?:\s+(?:bancaria|corriente|de\s+ahorros?|monetaria|de\s+dep[óo]sito|clabe))?|"
    r"(?-i:CLABE|CBU|CVU|RIB)|"
    r"(?:n[úu]mero\s+da\s+)?conta(?:\s+(?:banc[áa]ria|corrente|poupan[çc]a))|n[úu]mero\s+da\s+conta|"
    r"compte(?:\s+(?:bancaire|courant|ch[èe]que|d'[ée]pargne)|(?=\s*:))|relev[ée]\s+d'identit[ée]\s+bancaire|"
    r"conto\s+corrente|(?-i:c/c)|"
    r"akaunti(?:\s+ya\s+benki)?|konti(?:\s+ya\s+banki)|(?:bank\s+)?hisob\s+raqami|(?:nomor\s+)?rekening(?:\s+bank)?|"
    r"akaun(?:\s+bank)?|hesap\s+(?:no\.?|numaras[ıi])|banksz[áa]mla(?:sz[áa]m)?|sz[áa]mlasz[áa]m|[čc][íi]slo\s+[úu][čc]tu|"
    r"broj\s+ra[čc]una|teku[ćc]i\s+ra[čc]un|s[ąa]skaitos\s+numeris|bankrekening|bankkonto|konto(?:en|et|t)|"
    # Denmark's NemKonto, Icelandic "reikning", Spanish "cta. cte.", Peru's CCI, a US DDA, a chequing account
    r"nemkonto|reikning(?:ur|snúmer)?|cta\.?\s*(?:cte\.?|corriente)|(?-i:CCI|DDA)|chequing(?:\s+account)?)"
)
_LABELS: tuple[tuple[str | None, str], ...] = (
    # Not personal: a plan's, a form's, a provider's or a transaction's number.
    (None, r"group(?:\s+(?:policy|plan|health\s+plan))?" + _NUMBER_WORD + "?"),
    (None, r"(?:plan|contract|pbp|payer|employer|provider|prescriber|facility|pharmacy|ncpdp|nabp|rx\s?bin|bin|pcn|hios(?:\s+(?:plan|issuer))?"
           r"|formulary|drug\s+list)" + _NUMBER_WORD),
    (None, r"(?:policy\s+)?forms?(?:\s+(?:number|no\.?|#))?"),
    (None, r"(?:claims?(?:\s+(?:control|reference))?|icn|dcn|tcn)" + _NUMBER_WORD + "?"),
    # A practitioner's or an organisation's registration, a document's or a form's control number.
    # A public water system's ("PWS ID RI4329872", an XML report's system="RI1844491").
    # Belgium's RIZIV/INAMI number of a provider.
    (None, r"(?:gmc|nmc|gphc|hcpc|ahpra|cpso|ptan|ccn|clia|naic|omb(?:\s+control)?|registration|epa|pws(?:id)?|riziv|inami|"
           r"(?:public\s+water\s+)?system)" + _NUMBER_WORD + "?"),
    (None, _COMPANY_NUMBER + _NUMBER_WORD + "?"),
    # An organisation's licence to operate ("Thailand's ministry licence no. 10110000159", "operating licence 4471"):
    # a person's licence is a driver's, a passport or a practitioner's.
    (None, r"(?:ministry|operating|business|facility|hospital|clinic|pharmacy|establishment|premises|trading)\s+"
           r"licen[cs]e" + _NUMBER_WORD + "?"),
    (None, r"(?:per|under|see|medical|clinical|coverage|payment|reimbursement|drug|pharmacy|utilization|administrative)\s+polic(?:y|ies)"
           + _NUMBER_WORD + "?"),
    (None, r"(?:npi|tin|ein|tax(?:payer)?\s+" + _ID + r"(?:\s+number)?|tax" + _NUMBER_WORD + r"|dea" + _NUMBER_WORD + "?)"),
    # A system's identifier of a request, a session or a log entry ("Trace ID 7f3c...", "correlation id"), and a video
    # meeting's ("Zoom ID 5560 44410", "Meeting ID: 812 5560 4441").
    # An organisation's own account ("ordering NPI on the site's account 1712390453").
    (None, r"(?:site|clinic|practice|hospital|facility|pharmacy|plan|lab|agency|organi[sz]ation|company|network|"
           r"provider|vendor|supplier)'s\s+(?:account|acct\.?)" + _NUMBER_WORD + "?"),
    (None, r"(?:trace|request|correlation|session|transaction|message|event|error|incident|build|commit|job|run|device\s+log"
           r"|zoom(?:\s+meeting)?|meeting|webinar|webex|conference)[\s-]*id"
           r"|(?:build|commit)(?=[\s:#=`]+[\w`])"),
    (None, r"(?:reference|ref\.?|confirmation|conf\.?|tracking|invoice|order|authori[sz]ation|auth\.?|survey|"
           r"prior\s+auth(?:ori[sz]ation)?|approval|ticket|request|appeal|grievance|docket|bulletin|notice|"
           r"letter|leaflet|brochure|pamphlet|document|doc\.?|page|pp\.?|section|chapter|article|version|release|lot|batch|ndc|aic|pzn|cip|din|atc|cpt|icd(?:-10)?(?:-cm)?|"
           r"hcpcs|drg|revenue\s+code|rev\.?\s+code|code|room|bed|fax\s+cover|isbn|issn|doi|pmid|routing|"
           # a storage place of a laboratory or a biobank ('<Container id="LN10-R1-S1">', "freezer F07", "rack R5")
           r"container|freezer|rack|shelf|dewar|"
           r"catalog(?:ue)?|model|part|sku|item|volume|vol\.?|table|figure|exhibit|cfr|u\.?s\.?c\.?|treaty|manifest|"
           # a firewall's or a rules engine's rule by its number word ("rule_id", "rule #"), a piece of equipment's asset
           # tag, an outbreak's or a drill's event
           r"rule" + _NUMBER_WORD + r"|asset(?:\s+tag)?|event|"
           # a purchase order ("Applied to PO 4508705880"), not a post office box
           r"purchase\s+order|(?-i:PO|P\.O\.)(?!\.?\s*box))" + _NUMBER_WORD + "?"),
    # A payment's cheque or EFT trace number ("the 835 for check 5162-755664 posted"): "check" is a label after a word
    # that makes it a noun or after a comma ("paid $398.23 on 30 November, check 8879889595"), or before a number word;
    # a verb ("please check 555-0142") is not.
    # A field's "Check" label, capitalised after a column's spaces ("Status: paid   Check 3017828229").
    (None, r"(?:(?<=\bfor\s)|(?<=\bthe\s)|(?<=\bpaper\s)|(?<=\bby\s)|(?<=\bvoided\s)|(?<=\breissued\s)"
           r"|(?<=\spaid\s)|(?<=\bEFT\s)|(?<=,\s))(?:check|cheque)" + _NUMBER_WORD
           + r"?|(?<=\s\s)(?-i:Check|CHECK)|(?:check|cheque)\s*(?:number|no\.?|nr\.?|#)"
           r"|(?:eft|trace|era|remittance(?:\s+advice)?)" + _NUMBER_WORD + "?"
           # a payment's own number ("Payment 0569-512824 dated 01/23/2025"), not a payment card's
           r"|payment(?!\s+(?:card|polic))" + _NUMBER_WORD + "?"),
    # Personal.
    ("ssn", r"(?:ssn(?:\s*(?:/|or)\s*(?:other\s+)?(?:tin|itin|ein))?|social\s+security(?:\s+(?:number|no\.?|#))?"
            r"|soc\.\s*sec\.(?:\s*no\.?)?"
            # spoken: "his social is 51 25 05 85 4", "the full social please" (after a possessive, before "is", "was",
            # "please", a question mark or the end of what is read)
            r"|(?:" + _SPOKEN_OWNER + r"|(?<=\bthe\s)|(?<=\bfull\s)"
            r"|(?<=\band\s))"  # "her birthday is 7-6-79 and social is 63403": the possessive before the first
            r"social(?=\s+(?:is|was|please)\b|\s*\?|\s*$))"),
    ("mrn", r"(?:mrn|mr\s?#|(?-i:MR)(?=:)|(?-i:MR)\.?\s*(?:no\.?|number)|(?-i:HAR)|medical\s+record" + _NUMBER_WORD + r"?|med\.?\s+rec(?:ord)?s?\.?" + _NUMBER_WORD + r"?"
            + r"|hospital" + _NUMBER_WORD + r"|unit\s+(?:no\.?|number)|(?:accession|specimen)" + _NUMBER_WORD + r"?"
            + r"|(?-i:FIN)" + _NUMBER_WORD + r"?|health\s+record" + _NUMBER_WORD
            + r"|record" + _NUMBER_WORD + r"|(?:hospital|clinic|patient)\s+record" + _NUMBER_WORD + r"?|record(?=\s*[:=])"
            + r"|chart" + _NUMBER_WORD + r"?|patient" + _NUMBER_WORD
            + r"|(?:encounter|visit|admission|fin)" + _NUMBER_WORD
            # the patient's ID in Polish, Czech and Slovak ("ID pacjenta", "ID pacienta"), before the bare "ID"
            + r"|(?:id|numer|nr\.?)\s+pac[ji]enta"
            # Spain's "número de historia clínica" as forms abbreviate it
            + r"|(?-i:NHC)" + _NUMBER_WORD + "?"
            # a Romanian chart ("Nr. foaie de observație", "FO"), a Spanish or Mexican clinical file ("Expediente
            # clínico"), a blood or organ donor's ID
            + r"|(?:nr\.?\s+)?foaie\s+de\s+observa[țţt]ie|expediente\s+(?:cl[íi]nico|m[ée]dico)" + _NUMBER_WORD + r"?"
            + r"|donor" + _NUMBER_WORD + r"|donor\s+id)"),
    ("account_number", r"(?:(?:patient|billing|hospital|bank|checking|savings|guarantor)\s+)?(?:account|acct\.?|a/c)" + _NUMBER_WORD + "?"
                       + r"|direct\s+deposit(?:\s+(?:account|acct\.?))?" + _NUMBER_WORD + "?"
                       + r"|(?-i:Kto|KTO)\.?(?:-?(?:nr|Nr)\.?)?"),  # German "Kto. 8453140815, BLZ 210 501 70"
    ("case_number", r"case" + _NUMBER_WORD),
    ("prescription_number", r"(?:rx\s*#|rx\s+(?:no\.?|number)|prescription" + _NUMBER_WORD + r")"),
    ("vehicle_id", r"(?:registreringsnummer|registreringsnr\.?|(?:amtliches\s+)?kennzeichen|immatriculation|matr[íi]cula|"
                   r"targa|kenteken|(?:numer|nr\.?)\s+rejestracyjny|rekisterinumero|registra[čc]n[íi]\s+zna[čc]ka|"
                   r"rendsz[áa]m|registarska\s+oznaka|(?:nr\.?\s+|num[ăa]r\s+de\s+)?[îi]nmatriculare|plaka|"
                   r"e[čc]v|eviden[čc]n[ée]\s+[čc][íi]slo|placas?|"
                   r"vin|vehicle\s+identification\s+(?:number|no\.?)|(?:licen[cs]e\s+)?tag\s+(?:number|no\.?|#)|vehicle\s+registration(?:\s+(?:number|no\.?|mark))?|(?:(?:licen[cs]e|registration|number)\s+)?plates?" + _NUMBER_WORD + r"?)"),
    ("device_id", r"(?:serial" + _NUMBER_WORD + r"?|s/n|sn|udi|device\s+id(?:entifier)?)"),
    ("account_number", r"(?:iban|(?:credit|debit|payment)?\s*card\s+(?:number|no\.?|#)"
                       # spoken: "my card is 4178 2506 ...", "her card was 5500 ..."
                       r"|(?:" + _SPOKEN_OWNER + r")card(?=\s+(?:is|was)\b))"),
    # A bank account's number in the locales' languages: "nr rachunku", "Kontonummer", "rekeningnummer", "tilinumero".
    ("account_number", r"(?:(?:nr\.?|numer)\s+(?:rachunku|konta)|kontonummer|konto-?nr\.?|rekeningnummer|tilinumero)"),
    ("license_number", r"(?:(?-i:DL)\s*(?:#|no\.?|number)|driver'?s\s+licen[cs]e|licen[cs]e|passport|travel\s+document|"
                         # a passport in the locales' languages ("Reisepass", "paspoort", "passeport", "pasaporte")
                         r"reisepass|paspoort|passeport|pasaporte|passaporto|paszport|passi|pasport|pass(?:nummer|nr\.?)|"
                         # Hungarian, Czech and Turkish: "Útlevélszám", "cestovní pas", "pasaport"
                         r"[úu]tlev[ée]l(?:sz[áa]m|\s+sz[áa]ma)?|cestovn[íi]\s+pas|pasaport|"
                         # an accrediting body's certificate ("AAAHC certificate", "Joint Commission certificate") is an
                         # organisation's (and one after a mention of accreditation: `_accreditations_certificate`)
                         r"(?<!(?-i:[A-Z]{2}) )(?<!commission )certificate|cert\.?|permit)"
                         + _NUMBER_WORD + "?"),
    ("member_id", r"(?:mbi|hicn|hic|phn|ohip|ramq|ihi|medicare\s+beneficiary\s+identifier|health\s+card(?=\s*[:#])|"
                  r"(?:n\.?[º°o]\s+de\s+|n[úu]mero\s+de\s+)?utente(?:\s+(?:do\s+)?sns)?|(?:medicare|medicaid)(?=\s*[:#])|"
                  # Indonesia's national health insurance card ("No. kartu BPJS Kesehatan")
                  r"(?:no\.?\s+)?(?:kartu\s+)?(?-i:BPJS)(?:\s+kesehatan)?|"
                  r"(?:nhs|chi|health\s+card|health\s+insurance|"
                  r"insurance\s+card|medical\s+card|insurance\s+member)" + _NUMBER_WORD + r"|(?:medicare|medicaid)(?:\s+card)?" + _NUMBER_WORD +
                  # "Code billed to insurance": the payer, not a label of the member's number
                  r"|(?:member|subscriber|policy(?:holder)?|(?<!to )(?<!by )(?<!from )(?<!via )insurance|insured|beneficiary|enrollee|cardholder|"
                  r"recipient|health\s+plan|(?-i:Ins)\.?)(?:'s)?" + r"(?:\s*(?:" + _ID + r"|card))?" + _NUMBER_WORD + "?"
                  # "benefits ID", "benefit card number"; "vision benefit H1972-371" is a plan's benefit code
                  r"|benefits?(?:\s*(?:" + _ID + r"|card))" + _NUMBER_WORD + "?|benefits?" + _NUMBER_WORD +
                  r"|id(?:entification)?\s+card" + _NUMBER_WORD + r"?|" + _ID + r"\s*(?:number|no\.?|#)?)"),
    # A health insurance card's or a sickness fund's member number in the language of its country: the European card
    # (EHIC, EKUZ, "tessera TEAM", "EU-kort"), carte Vitale, Brazil's Cartão Nacional de Saúde (CNS), Versichertennummer,
    # a mutuelle's adherent number.
    ("member_id", r"(?:ehic|ekuz|eu-?kort(?:in|et)?|carte\s+vitale|mbo|cart[ãa]o\s+nacional\s+de\s+sa[úu]de|(?-i:CNS)(?=\s*:)|tessera(?:\s+(?:sanitaria|(?-i:TEAM)))?|"
                  r"(?:kranken)?versicherten(?:nummer|nr\.?|karte)?|adh[ée]rent(?:\s+(?:à\s+la\s+)?mutuelle)?|kortnummer|"
                  r"tarjeta(?:\s+sanitaria)?(?:\s*\((?-i:TSE|TIS|TSI)\))?|afiliad[oa]|zorgpas|"
                  # Kenya's NHIF, Viet Nam's health insurance card (BHYT), a South African medical aid, Scotland's
                  # CHI number as a field ("CHI: 180895 0607")
                  r"nhif|(?:m[ãa]\s+th[ẻe]\s+)?(?-i:BHYT)|medical\s+aid|(?-i:CHI)(?=\s*:))"
                  + _NUMBER_WORD + "?"),
    # A hospital's record or case number in its country's language.
    ("mrn", r"(?:historia\s+cl[ií]nica|fall-?(?:nummer|nr\.?)|patienten-?(?:nummer|nr\.?|id)|pati[ëe]nt-?nummer|"
            r"num[ée]ro\s+de\s+dossier|dossier\s+m[ée]dical|cartella\s+clinica|journalnummer|numer\s+historii\s+choroby|"
            r"n[úu]mero\s+de\s+processo|n[úu]mero\s+de\s+historia|prontu[áa]rio|aufnahme-?(?:nummer|nr\.?)|"
            # a file kept on a person: "N° de dossier", "dossiernummer", Indonesian "rekam medis", "crew file"
            r"n[°º]\s*(?:de\s+)?dossier|dossiernummer|(?:no\.?\s+)?rekam\s+medis|aufnahmezahl|"
            r"(?:medical|patient|family|crew|personal|health|employee|club)\s+file|"
            # a screening programme's number, an outpatient number ("OP No."), a Malay record ("No. rekod"), a Thai or
            # Korean hospital number as a field ("HN: 51-540302"), Viet Nam's patient code ("Mã bệnh nhân")
            r"screening\s+(?:number|no\.?|id)|(?-i:OP)\s*(?:no\.?|number)|rekod(?:\s+(?:perubatan|pesakit))?|"
            r"(?-i:HN)(?=\s*[:#])|m[ãa]\s+(?:s[ốo]\s+)?b[ệe]nh\s+nh[âa]n|m[ãa]\s+h[ồo]\s+s[ơo])" + _NUMBER_WORD + "?"),
    # A national or personal identity number by its name in English or in its country's language.
    ("national_id", r"(?:(?:national|personal|citizen'?s?|civil|resident)\s+(?:id(?:entity|entification)?|identity|"
                    r"registration)(?:\s+card)?(?:\s+(?:number|no\.?|code|#))?|birth\s+number|"
                    r"bsn|burgerservicenummer|cpf|cpr(?:-?(?:nummer|nr\.?))?|pesel|nir|codice\s+fiscale|henkilötunnus|hetu|"
                    r"personnummer|fødselsnummer|f\.nr\.?|rodné\s+číslo|rodne\s+cislo|ahv(?:-?nr\.?)?|avs|ppsn?(?:\s+(?:number|no\.?))?|"
                    r"dni|nie|nif|(?:n[úu]mero\s+de\s+)?contribuinte|steuer-?id|steueridentifikationsnummer|sozialversicherungsnummer|rentenversicherungsnummer|"
                    r"num[ée]ro\s+de\s+s[ée]curit[ée]\s+sociale|n°\s*(?:de\s+)?s[ée]cu(?:rit[ée]\s+sociale)?|"
                    r"cnp|egn|amka|curp|rut|isikukood|asmens\s+kodas|nhi(?:\s+(?:number|no\.?))?|f[øo]dselsnr\.?|"
                    # Turkey's T.C. Kimlik No, Croatia's OIB, Hungary's TAJ and personal number
                    r"(?:t\.?\s?c\.?\s+)?kimlik(?:\s+(?:no|numaras[ıi])\.?)?|tckn|oib|taj(?:\s+sz[áa]m)?|szem[ée]lyi\s+sz[áa]m|"
                    # a US Alien Registration Number, Canada's Unique Client Identifier ("UCI", French "IUC")
                    r"a-?number|(?-i:A)#|alien\s+(?:registration\s+)?(?:number|no\.?|#)|uci|iuc|"
                    # Latvia's personal code, Iceland's kennitala, Indonesia's NIK, the Philippines' SSS and PhilHealth
                    r"personas\s+kods|kennitala|(?-i:[Kk]t\.)|(?-i:NIK)|(?-i:SSS)(?:\s+(?:no\.?|number))?|philhealth(?:\s+(?:no\.?|number|id))?|"
                    # an identity card in the locales' languages ("Ausweis", "identiteitskaart", "carte d'identité")
                    r"(?:personal)?ausweis(?:nummer|-?nr\.?)?|identiteitskaart|carte\s+d'identit[ée]|carta\s+d'identit[àa]|"
                    # Malta's identity card: "Karta tal-Identità"; Luxembourg's national number ("Matricule : 1953 07 16 580 13")
                    r"karta\s+tal-?\s?identit[àa]|(?:num[ée]ro\s+(?:de\s+)?)?matricule|num[ée]ro\s+d'identification\s+national|"
                    r"matrikel(?:nummer|-?nr\.?)?|"
                    # Singapore's NRIC/FIN, Malaysia's MyKad, Viet Nam's citizen ID (CCCD, CMND)
                    r"nric(?:\s*/\s*fin)?(?:\s+(?:no\.?|number))?|mykad|kad\s+pengenalan|cccd|cmnd|"
                    r"documento\s+(?:nacional\s+)?de\s+identidad|dow[óo]d\s+osobisty|identitetskort|henkil[öo]kortti|"
                    r"ob[čc]ansk[ýy]\s+pr[ůu]kaz|"
                    # Serbia's JMBG, Argentina's CUIL, Chile's RUN, the Philippines' PhilSys number; an identity document
                    # ("Seafarer's identity document: D4305050")
                    r"jmbg|cuil|(?-i:RUN)|philsys(?:\s+(?:no\.?|number|card))?|(?:seafarer'?s\s+)?identity\s+document|"
                    # Uzbekistan's personal number (JShShIR, PINFL)
                    r"jshshir|pinfl|"
                    # Austria's social insurance number as forms shorten it ("SV-Nummer", "SVNR"), Germany's tax
                    # identification number in full, Poland's identity card ("seria i numer dowodu osobistego"),
                    # Kenya's personal tax PIN and Nigeria's bank verification number, each a person's
                    r"sv-?(?:nummer|nr\.?)|svnr|vsnr|steuerliche\s+identifikationsnummer|"
                    r"(?:seria\s+i\s+)?numer\s+dowodu(?:\s+osobistego)?|kra\s+pin|(?-i:BVN))"),
    # Identity numbers by the names their countries print them under (ICAO's and the countries' own names for their
    # identity cards and personal numbers, region by region), beside the names above.
    ("national_id", _IDENTITY_NAMES),
    # A bank account by its name in the languages of the countries the identity names cover.
    ("account_number", _BANK_ACCOUNT_NAMES),
    ("phone", r"(?:telefon(?:nummer|o)?|t[ée]l[ée]phone|tel[ée]fono|telefone|telem[óo]vel|m[óo]vil|celular|cellulare|"
              r"mobil(?:telefon|nummer)?|tlf\.?|puhelin|matkapuhelin|telefown|mowbajl|gsm" + _NUMBER_WORD + r"?|handphone|"
              r"phone|telephone|tel\.?|mobile|cell(?:phone)?|fax|pager|call(?:ed)?|text(?:ed)?|dial(?:ed)?|"
              r"reach(?:ed)?|contact(?:ed)?|line|number|at|on)"),
)
_LABEL_START = r"(?<![\w])(?<!\w\w')"
_LABEL = re.compile(
    # a label starts a word; after a one-letter elision too ("N° d'adhérent", "l'identifiant"), not inside "member's"
    _LABEL_START + r"(?:" + "|".join(f"(?P<l{i}>{pattern})" for i, (_, pattern) in enumerate(_LABELS)) + r")(?![\w])",
    re.IGNORECASE,
)
_LABEL_KIND = {f"l{i}": kind for i, (kind, _) in enumerate(_LABELS)}
# A camelCase key's later word ("renderingNpi", "patientMrn", "subscriberId": JSON's and JavaScript's keys) is a
# label too: the same table, without the rule that a label starts a word.
_LABEL_AT_HUMP = re.compile(_LABEL.pattern.removeprefix(_LABEL_START), re.IGNORECASE)
# A camelCase word: "payer" of "payerId", "Npi" of "renderingNpi", "ID" of "memberID".
_HUMP_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
# Every personal kind a label of the table gives its value.
LABEL_KINDS = frozenset(kind for kind, _ in _LABELS if kind is not None)
# How far before a value its label may stand, and what may not lie between them.
_LABEL_REACH = 48
# A clause ends at a full stop, except one after an abbreviation ("No.", "Dr.", "acct.").
_CLAUSE_END = re.compile(
    r"[.;!?](?<!\bno.)(?<!\bnr.)(?<!\bref.)(?<!\bacct.)(?<!\bmr.)(?<!\bmrs.)(?<!\bms.)(?<!\bdr.)(?<!\bst.)"
    r"(?<!\bvs.)(?<!\bi\.d.)(?<!\bc\.i.)(?<!\bc\.c.)(?<!\bkt.)(?<!\bcta.)(?<!\bcte.)(?<!\bkto.)(?<!\bapt.)(?<!\bste.)(?<!\bsec.)(?<!\bsoc.)(?<!\bcf.)(?<!\bpp.)(?<!\be\.g.)(?<!\bi\.e.)(?:\s|$)|\n",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Label:
    """A label in the text: its kind (None: a number that is not personal) and span."""

    kind: str | None
    start: int
    end: int


def labels_before(text: str, start: int) -> list[Label]:
    """The labels in the clause before `start` (at most `_LABEL_REACH` characters back), in order.
    `_LABEL` is tried only at the words a label can start with (the same matches as a scan)."""
    window_start = max(0, start - _LABEL_REACH)
    for clause_end in _CLAUSE_END.finditer(text, window_start, start):
        window_start = clause_end.end()
    labels = []
    covered = window_start
    for word in WORD.finditer(text, window_start, start):
        for position, label in _word_starts(word):
            if position < covered or not _may_start_a_label(text, position, word.end()):
                continue
            match = label.match(text, position, start)
            abbreviation = match and _ABBREVIATED_ID.match(text, position)
            if abbreviation and not _ID_VALUE.match(text, abbreviation.end()):
                continue  # "NIC 2", "DPI 300": a short abbreviation before no identity number's value
            if match and not state_before_its_postcode(text, position, match.end()):
                kind = _LABEL_KIND[match.lastgroup or ""]
                if kind == "member_id" and text[position:match.end()].strip().lower() == "id":
                    kind = _element_id_kind(text, position)
                elif kind == "license_number" and (
                    _accreditations_certificate(text, position) or _organisations_licence(text, position, match.end())
                ) or kind == "national_id" and _a_legal_entitys_number(text, position, start):
                    kind = None
                labels.append(Label(kind, position, match.end()))
                covered = match.end()
                break
    return labels


# A certificate after a mention of accreditation is the accredited organisation's: "Accreditation runs through 2029.
# Certificate 4790133 is enclosed.", "accreditation certificate 7438953".
_ACCREDITATION = re.compile(r"\baccredit", re.IGNORECASE)
_ACCREDITATION_REACH = 120


def _accreditations_certificate(text: str, position: int) -> bool:
    return text[position:position + 4].lower() == "cert" and _ACCREDITATION.search(
        text, max(0, position - _ACCREDITATION_REACH), position) is not None


# A licence printed beside an organisation's company number or accreditation, on its line, is the organisation's
# ("(HCI licence 25M0160, UEN 201601607K)", "DOH licence 13-0160-26; DMW accreditation DMW-060-LB-101625-R"); a bare
# licence label only: a driver's licence or a passport keeps its reading wherever it is printed.
_BARE_LICENCE = re.compile(r"licen[cs]e" + _NUMBER_WORD + r"?\s*:?\s*$", re.IGNORECASE)
# ... not after a word that makes it a person's ("driver licence", "her licence")
_PERSONS_LICENCE = re.compile(
    r"\b(?:driv(?:er|ers|ing)|driver['\u2019]s|learner['\u2019]?s?|pilot['\u2019]?s?|her|his|their|my|your)\s+$", re.IGNORECASE
)
_ORGANISATIONS_NUMBER = re.compile(r"\b(?:accredit\w*|" + _COMPANY_NUMBER + r")\b", re.IGNORECASE)
_LICENCE_COMPANY_REACH = 80


def _organisations_licence(text: str, position: int, end: int) -> bool:
    if not _BARE_LICENCE.match(text, position, end) or _PERSONS_LICENCE.search(text, max(0, position - 16), position):
        return False
    line_start = text.rfind("\n", 0, position) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    floor, ceiling = max(line_start, position - _LICENCE_COMPANY_REACH), min(line_end, end + _LICENCE_COMPANY_REACH)
    return any(
        not (position <= match.start() < end) for match in _ORGANISATIONS_NUMBER.finditer(text, floor, ceiling)
    )


# Chile's tax service gives legal entities RUTs from 50.000.000 on (companies 76..., 96..., foundations 65...); a
# person's is below ("RUT 65.161.902-5" is a brigade's).
_RUT_VALUE = re.compile(r"(\d{1,2})\.?(\d{3})\.?(\d{3})-?[\dkK]\b")
LEGAL_ENTITIES_FIRST_RUT = 50_000_000
# Uruguay's RUT is its taxpayer register's twelve digits, a business's (a person's number there is the cédula; Chile's
# RUT has at most nine).
_URUGUAYAN_RUT = re.compile(r"\d{12}(?!\d)")


_KENNITALA_VALUE = re.compile(r"(\d{2})\d{4}-?\d{4}(?!\d)")


def _a_legal_entitys_number(text: str, position: int, start: int) -> bool:
    """A legal entity's RUT (Chile's from 50.000.000 on, Uruguay's twelve digits) or kennitala (Iceland gives
    organisations the day of the month plus 40: "Kt. 570707-0740")."""
    if text[position:position + 3].lower() == "kt." or text[position:position + 9].lower() == "kennitala":
        value = _KENNITALA_VALUE.match(text, start)
        return value is not None and 41 <= int(value.group(1)) <= 71
    if text[position:position + 3].lower() != "rut":
        return False
    value = _RUT_VALUE.match(text, start)
    if value is not None:
        return int("".join(value.groups())) >= LEGAL_ENTITIES_FIRST_RUT
    return _URUGUAYAN_RUT.match(text, start) is not None


# An element's attribute or child as `checks.text.normalise` writes XML: "planBenefits: id: 39482OR0070014;".
# Other attributes may come first ("CapitalRequest: fy: 2026; id: CR-2026-437;").
_ELEMENT_BEFORE = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?P<element>[A-Za-z][\w.-]{0,40}):(?:[ \t]*[A-Za-z][\w.-]{0,40}:[^;:\n]{0,60};){0,6}[ \t]*$"
)
_ELEMENT_REACH = 240
# A FHIR resource's own "id", after its type ('{"resourceType": "InsurancePlan", "id": "70525AR0010012"'), and a JSON
# object's "id" as its first key, after the object's name ('"plan": {"id": "83917ND0030001"').
_RESOURCE_TYPE_BEFORE = re.compile(r'"resourceType"\s*:\s*"(?P<element>[A-Za-z]{1,40})"\s*,\s*"$')
_OBJECT_BEFORE = re.compile(r'"(?P<element>[A-Za-z][A-Za-z0-9]{0,40})"\s*:\s*\{\s*"$')
# The words a camelCase key's "Id" is glued to ("mineId", "NationalId").
_HEAD_BEFORE = re.compile(r"(?<![A-Za-z])(?P<element>[A-Za-z]{1,40})\Z")
# FHIR's resources about no patient: a directory's, a catalogue's or a definition's own id is no one's (every
# "...Definition": ObservationDefinition, SpecimenDefinition, PlanDefinition ...), and a Bundle's (a message's or a
# collection's, whatever it holds).
_NO_ONES_RESOURCES = frozenset(
    "Organization OrganizationAffiliation Location HealthcareService Endpoint Practitioner PractitionerRole "
    "InsurancePlan Medication MedicationKnowledge Substance ValueSet CodeSystem NamingSystem ConceptMap Measure Library "
    "Questionnaire CapabilityStatement TerminologyCapabilities ImplementationGuide SearchParameter ResearchStudy "
    "Evidence EvidenceVariable Citation Bundle".split()
)


# A record is about a person when it is one, or when it refers to one by the keys FHIR gives that reference
# ("subject", "patient", "beneficiary" ...) or holds a person's name or birth date, as a JSON key or an XML attribute;
# a summary MeasureReport, a Group's counts or a mine's dust samples name no one.
_PERSON_RESOURCES = frozenset({"Patient", "Person", "RelatedPerson"})
_PERSON_REFERENCE = re.compile(
    r'["\s<](?:subject|patient|beneficiary|subscriber|policyHolder|individual|person|member|firstName|lastName|'
    r'givenName|familyName|birthDate|dateOfBirth|dob)(?:"\s*:|=")', re.IGNORECASE
)
_PERSON_REFERENCE_REACH = 2000


def _about_no_person(text: str, position: int, resource_type: str = "") -> bool:
    if resource_type in _PERSON_RESOURCES:
        return False
    references = _person_references(text)
    nearest = bisect_left(references, position - _PERSON_REFERENCE_REACH)
    return nearest == len(references) or references[nearest] > position + _PERSON_REFERENCE_REACH


@functools.lru_cache(maxsize=8)
def _person_references(text: str) -> list[int]:
    """Where the text's person keys stand, found in one scan per text (a record's every "Id" asks)."""
    return [match.start() for match in _PERSON_REFERENCE.finditer(text)]


def _element_id_kind(text: str, position: int) -> str | None:
    """The kind of a bare "id" at `position`: an XML element's ID is the element's ("planBenefits: id: ..." a plan's,
    "patient: id: ..." a record number), and a FHIR resource's the resource's ('"resourceType": "InsurancePlan", "id"'),
    read as "<word> id" for each word of the element's name by the table. A
    word of a plan's, claim's or provider's label makes it no one's ("planBenefits", "patientClaim"); a member's ID
    when the name says nothing (fail closed)."""
    resource = _RESOURCE_TYPE_BEFORE.search(text, max(0, position - 64), position)
    if resource is not None and (resource.group("element") in _NO_ONES_RESOURCES
                                 or resource.group("element").endswith("Definition")
                                 or _about_no_person(text, position, resource.group("element"))):
        return None
    element = _ELEMENT_BEFORE.search(text, max(0, position - _ELEMENT_REACH), position) or resource or _OBJECT_BEFORE.search(
        text, max(0, position - 48), position)
    head = _HEAD_BEFORE.search(text, max(0, position - 41), position)
    if element is None and head is None:
        return "member_id"
    kinds = _word_id_kinds((element or head).group("element"))
    if None in kinds:
        return None
    if kinds:
        return kinds[-1]
    # a key's "Id" after words of no label ("mineId", "sensorId") in a record that names no person is the thing's
    return None if element is None and _about_no_person(text, position) else "member_id"


@functools.lru_cache(maxsize=1024)
def _word_id_kinds(name: str) -> tuple[str | None, ...]:
    """The kinds the table gives "<word> id" for each word of an element's or a key's name (a record's keys repeat)."""
    matches = (_LABEL.fullmatch(f"{word} id") for word in _HUMP_WORD.findall(name))
    return tuple(_LABEL_KIND[match.lastgroup or ""] for match in matches if match is not None)


def impersonal_label_at(text: str, position: int) -> bool:
    """Whether a label of a number that is not personal starts at `position` ("check no", "claim number"; not "the
    member's TIN", see `attached_to_impersonal_label`)."""
    match = _LABEL.match(text, position)
    if match is None or _LABEL_KIND[match.lastgroup or ""] is not None:
        return False
    link = LINK.match(text, match.end())
    return not _a_persons_tax_number(text, position, link.end() if link else match.end())


_INSIDE_REACH = 24


def inside_impersonal_label(text: str, start: int, end: int) -> bool:
    """Whether the word at [start, end) ends a label of a number that is not personal, begun up to `_INSIDE_REACH`
    characters before it ("id" of "claim id: 2538420517199" or of a "claim_id" column)."""
    window_start = max(0, start - _INSIDE_REACH)
    window = text[window_start:end].replace("_", " ")
    for word in WORD.finditer(window, 0, start - window_start):
        match = _LABEL.match(window, word.start())
        if match is not None and match.end() == end - window_start and _LABEL_KIND[match.lastgroup or ""] is None:
            return True
    return False


def _word_starts(word: re.Match[str]) -> Iterator[tuple[int, re.Pattern[str]]]:
    """Where a label may start in a word: its start, then its camelCase humps ("renderingNpi": "Npi")."""
    yield word.start(), _LABEL
    written = word.group(0)
    if written.islower() or written.isupper():
        return
    for offset in range(1, len(written)):
        if written[offset - 1].islower() and written[offset].isupper():
            yield word.start() + offset, _LABEL_AT_HUMP


def _may_start_a_label(text: str, position: int, word_end: int) -> bool:
    """Whether a label of the table may start at the word (or camelCase hump) at `position`: its `word_key`, or the
    ASCII letters it starts with before an accented one (the "n" of "número", which the table spells "n[úu]mero"), is
    a label's first word."""
    word = text[position:word_end]
    if word_key(word) in LABEL_FIRST_WORDS:
        return True
    head = _ASCII_HEAD.match(word)
    return head.end() < len(word) and head.group(0).lower() in LABEL_FIRST_WORDS or _hump_is_first_word(text, position, word_end)


_ASCII_HEAD = re.compile(r"[A-Za-z]*")


def _hump_is_first_word(text: str, position: int, word_end: int) -> bool:
    """Whether the camelCase word at `position` (a word's start or a hump) is a label's first word ("payer" of
    "payerId", "Npi" of "renderingNpi")."""
    hump = _HUMP_WORD.match(text, position, word_end)
    return hump is not None and hump.group(0).lower() in LABEL_FIRST_WORDS


WORD = re.compile(r"[^\W\d_]+")  # a word of any alphabet's letters ("číslo", "útlevélszám")


def word_key(word: str) -> str:
    """A word as `LABEL_FIRST_WORDS` holds it: in lower case, its letters' accents dropped ("Číslo" -> "cislo")."""
    word = word.lower()
    return word if word.isascii() else _without_accents(word)


@functools.lru_cache(maxsize=4096)
def _without_accents(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


# Every word a label of `_LABELS` can start with, as `word_key` writes it: `labels_before` tries the table only at
# these, so a label whose first word is missing here is not read.
LABEL_FIRST_WORDS = frozenset(
    """trace correlation session transaction message event error incident build commit job run per under see group plan contract pbp hios payer employer provider prescriber facility pharmacy rx bin pcn policy form forms
    claim claims npi tin ein tax taxpayer dea reference ref confirmation conf tracking invoice order authorization
    authorisation auth prior approval ticket request appeal grievance docket bulletin notice letter document doc
    page pp section chapter article version release lot batch ndc cpt icd hcpcs drg revenue rev code room bed fax
    ssn social soc mrn mr nhc medical health record chart patient encounter visit admission fin billing hospital bank
    checking savings guarantor account acct case driver license licence passport certificate permit mbi hicn hic
    nhs chi medicare medicaid member subscriber policyholder insurance insured beneficiary enrollee cardholder recipient
    benefit benefits id identification identifier phone telephone tel mobile cell cellphone pager call called
    text texted dial dialed reach reached contact contacted line number at on isbn issn doi pmid routing catalog
    catalogue model part sku item volume vol table figure exhibit cfr u usc icn dcn tcn gmc nmc gphc hcpc ahpra cpso ptan ccn clia naic
    omb registration clinical coverage payment reimbursement drug utilization administrative med unit accession travel
    specimen prescription dl phn har a i tag check cheque eft era remittance ehic ekuz eu carte tessera versicherten
    krankenversicherten versichertennummer krankenversichertennummer versichertennr versichertenkarte adh kortnummer tarjeta nr
    afiliado afiliada zorgpas historia fall fallnummer patienten patientennummer pati patientnummer dossier cartella
    journalnummer numer registreringsnummer registreringsnr kennzeichen amtliches immatriculation matr matricula targa
    kenteken rekisterinumero registra registracni telefon telefonnummer telefono t tel telefone telem celular cellulare
    mobil mobiltelefon mobilnummer tlf puhelin matkapuhelin prontu prontuario aufnahme aufnahmenummer vat p partita ust tva btw cif siret siren kvk cvr y org
    organisationsnummer ondernemingsnr ondernemingsnummer uid ico regon nip cnpj company handelsregister hrb abn acn uen gst gstin nipc cert nhi national personal citizen citizens civil resident birth bsn burgerservicenummer cpf cpr pesel nir codice henkil hetu
    personnummer f rodn rodne ahv avs pps ppsn dni nie nif steuer steueridentifikationsnummer sozialversicherungsnummer
    rentenversicherungsnummer num n cnp egn amka curp rut isikukood asmens ohip ramq ihi vin vehicle licence plate plates serial s sn udi device iban credit debit card
    kontonummer konto rekeningnummer tilinumero formulary survey leaflet brochure pamphlet purchase po zoom meeting webinar webex conference
    reisepass paspoort passeport pasaporte passaporto paszport passi fodselsnr ausweis personalausweis ausweisnummer
    identiteitskaart documento dowod identitetskort henkilokortti obcansky clinic treaty direct ins carta dow ob epa
    manifest rule asset contribuinte ncpdp nabp kimlik tckn oib taj szem mbo foaie expediente donor utente alien uci iuc
    rendsz registarska nmatriculare inmatriculare plaka e ecv eviden placa placas personas kennitala nik sss philhealth kartu
    bpjs aic pzn cip din atc site practice lab agency organization organisation network vendor supplier pws pwsid public system
    container freezer rack shelf dewar karta telefown mowbajl matricule matrikel matrikelnummer matrikelnr nric mykad kad cccd cmnd
    nit vkn vergi ministry operating business establishment premises trading jmbg cuil run philsys seafarer identity jshshir pinfl pasport bce kbo
    c cedula carn carnet registro carteira bilhete cart identidade pi pie piece registre rijksregister
    rijksregisternummer kitambulisho indangamuntu huduma omang ghana ghanacard fayda kebele aadhaar aadhar voter voters
    citizenship ic hong emirates iqama qatar dui dpi cui cin cni nni nina nin nrc nid nic ktp iin idnp embg emso em qid
    hkid cnic nicop nida umid rne rnm nino sin insz niss idnr cuenta clabe cbu cvu rib conta compte relev conto akaunti
    konti hisob nomor rekening akaun hesap banksz bankszamla bankszamlaszam sz szamlaszam cislo broj teku tekuci
    saskaitos bankrekening bankkonto kontoen kontoet kontot kontonr passnummer passnr nro
    dossiernummer rekam family crew employee club kt riziv inami nemkonto reikning reikningur reikningsn cta cci dda
    chequing gsm handphone movil rijksregisternr utlevel utlevelszam cestovni pasaport sv svnr vsnr steuerliche seria kra
    bvn kto nhif ma bhyt screening op rekod hn aufnahmezahl""".split()
)


# Whose a label's number is, when the text says it is the organisation's: "tax ID of the agency 06-5411873".
_OWNERS = (r"(?:agency|practice|clinic|hospital|hospice|plan|pharmacy|facility|organi[sz]ation|company|provider|"
           r"supplier|laboratory|lab|office)")
# What may stand between a personal label and its value; an issuing system's prefix in capitals before a colon too
# ("chart BSVH:59390006"), and a note in brackets.
LINK = re.compile(
    rf"(?:\s|[:#=()\-\u2013*\"'`\u201c\u201d|]|\b(?:is|was|of|of\s+the\s+card|of\s+(?:the|this|our)\s+{_OWNERS}|on\s+file|on\s+the\s+card|listed\s+as|shown\s+as|"
    # the country that issued it: "National ID of home country: 2046308388"
    r"(?:of|in)\s+(?:the\s+)?(?:home|issuing|native|birth)\s+country|"
    r"given\s+as|reads|no\.?|number|id)\b|\bn(?:\.?[°º]|\.o\b)|\b(?-i:[A-Z]{2,6}):"
    # a form's note on the field in brackets: "Fødselsnummer (11 siffer): 110448 25629"
    r"|" + _NOTE + ")*",
    re.IGNORECASE,
)


def personal_or_unlabelled(text: str, start: int) -> bool:
    """No label of a non-personal number (group, form, claim, NPI ...) is the nearest before `start`."""
    labels = [label for label in labels_before(text, start) if label.kind != "phone"]
    return not labels or labels[-1].kind is not None


def attached_to_impersonal_label(text: str, start: int) -> bool:
    """A label of a non-personal number stands right before `start` ("claim 123-45-6789")."""
    if _SCRIPT_IMPERSONAL_LABEL.search(text, max(0, start - _SCRIPT_LABEL_REACH), start):
        return True
    labels = [label for label in labels_before(text, start) if label.kind != "phone"]
    if not (labels and labels[-1].kind is None and (
        LINK.fullmatch(text, labels[-1].end, start) is not None or _LISTED.fullmatch(text, labels[-1].end, start) is not None
    )):
        return False
    return not _a_persons_tax_number(text, labels[-1].start, start)


# An institution's or a company's code under its label in Chinese, Japanese or Korean, which the table's Latin words
# do not read: "醫事機構代碼 0101069690" (a Taiwanese medical institution's code), "医療機関コード", "事業所番号",
# "요양기관번호", "사업자등록번호", "統一編號" (not a person's "身分證統一編號"), "统一社会信用代码".
_SCRIPT_IMPERSONAL_LABEL = re.compile(
    r"(?:醫事機構|醫療機構|医疗机构|醫院|医院|機構|机构|保険医療機関|医療機関|事業所|요양기관|의료기관|사업자\s?등록|사업자|"
    r"統一社會信用|统一社会信用|(?<!證)(?<!证)(?:統一|统一))\s?(?:代碼|代码|代號|代号|編號|编号|番号|コード|코드|번호|기호)[)）]?[ \t]*[:：]?[ \t]*\Z"
)
_SCRIPT_LABEL_REACH = 24


def _a_persons_tax_number(text: str, label_start: int, value_start: int) -> bool:
    """A tax ID is a provider's unless the text says whose ("the member's TIN", "her tax ID"), calls it an income
    tax number, or prints it as an individual's (an SSN's or ITIN's 3-2-4 digits; an EIN prints 2-7), which is a
    person's."""
    return bool(_TAX_LABEL.match(text, label_start) and (
        _PERSON_OWNS.search(text, max(0, label_start - 32), label_start)
        or _INCOME_BEFORE.search(text, max(0, label_start - 8), label_start)
        or _INDIVIDUALS_TAX_NUMBER.match(text, value_start)
    ))


# The label's further values in a list: "claims 2691979399932 and 0449-9683-3270", "NPIs 1234567893, 1588667638".
_LISTED = re.compile(LINK.pattern + r"(?:[A-Za-z0-9][\w./-]{6,}\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|&\s*)){1,4}", re.IGNORECASE)
_TAX_LABEL = re.compile(r"(?:tin|tax(?:payer)?)\b", re.IGNORECASE)
_INDIVIDUALS_TAX_NUMBER = re.compile(r"\d{3}-\d{2}-\d{4}(?![\d-])")
_INCOME_BEFORE = re.compile(r"\bincome\s+$", re.IGNORECASE)
_PERSON_OWNS = re.compile(
    r"\b(?:(?:his|her|their)|(?:member|patient|subscriber|caller|enrollee|insured|policyholder|spouse|dependent|"
    r"beneficiary|claimant|applicant|recipient|employee|responsible\s+party)(?:'s|s')?)\s+$",
    re.IGNORECASE,
)


GROUP_VALUE = re.compile(r"(?<![A-Za-z])(?:GRP|GROUP)(?![A-Za-z])", re.IGNORECASE)


def markup_attribute(text: str, label: Label) -> bool:
    """A bare "id" written as a markup attribute ('[artist id="3061469"]'), not a person's ID."""
    return label.end - label.start == 2 and text[label.end:label.end + 2] in ('="', "='")


_LABEL_LINE_MAX = 48
_DELIMITED_HEADER = re.compile(r"[^,;|\t\n]*[,;|\t][^,;|\t\n]*[,;|\t]")
_SEGMENT_START = re.compile(r"[ \t]*[A-Z][A-Z0-9]{1,2}[|*]")
_LINE_END = re.compile(r"[ \t]*[:#=\-]?[ \t]*\n(?=[ \t]*\S)")


def join_label_lines(text: str) -> str:
    """`text` with the line break after a label-only line read as a space (same length)."""
    if "\n" not in text:
        return text
    pieces: list[str] = []
    position = 0
    for match in _LINE_END.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        if match.start() - line_start > _LABEL_LINE_MAX or match.start() == line_start:
            continue
        if _DELIMITED_HEADER.search(text, line_start, match.start()):
            continue  # a delimited export's header row ("npi,tax_id,practice,phone", "icd10|cpt|policy"): read under it
        if _SEGMENT_START.match(text, match.end()):
            continue  # the next line is an HL7 or X12 segment ("...^^NPI\nSTF|1673409250"), read by its position
        labels = labels_before(text, match.start())
        if not labels or labels[-1].start < line_start or text[labels[-1].end:match.start()].strip(" \t*|:#=-"):
            continue
        newline = match.end() - 1
        pieces.append(text[position:newline])
        pieces.append(" ")
        position = newline + 1
    if not pieces:
        return text
    pieces.append(text[position:])
    return "".join(pieces)
