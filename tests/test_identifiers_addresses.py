"""`address`: addresses read by their layout (after a cue, above a salutation, or a street over a country's
last line from Google's address data), whatever the country's street grammar; both ways."""

from __future__ import annotations

import asyncio

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext
from checks.text.identifiers.postal import COUNTRIES, match_last_line


def evidence(answer: str, **options) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig(options=options)).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


# (answer, the address the evidence must hold)
MUST_BLOCK = [
    # mailing blocks: a name line, a street line, a town and postcode, lines of any country
    ("Shipping address:\nMarta Kowalczyk\n   5120 Kirkkokatu 7 Apt. 33\n   TAMPERE\n   FI\n   33210", "Kirkkokatu 7"),
    ("Deliver to:\nDr. Ana Pereira\nRua das Laranjeiras 120\n22240-003 Rio de Janeiro", "Rua das Laranjeiras 120"),
    ("Please mail the replacement card to:\n\nRavi Menon\nH.No. 12, Gandhi Road\nKochi-682011\n", "Gandhi Road"),
    ("RETURN SERVICE REQUESTED\n\nJOHN PARKER\nFLAT 2\nELM COURT\nBRISTOL\nBS1 4DJ", "BS1 4DJ"),
    ("Member mailing address on file:\n14 Harbour View\nNelson 7010", "14 Harbour View"),
    # a US street named by an ordinal, with its post-directional ("Pl." is a suffix, no OCR'd "PI")
    ("Mileage: 28 trips to the clinic, from 77 3rd Pl. SE, West Gregory, AR 61477-7501.", "77 3rd Pl. SE"),
    # a whole address typed in lower case, in Palau (a USPS state code), with a unit letter and directionals
    ("moved last wk!! new place is 824a ne porter highway nw east aimeeburgh pw 59513 pls update",
     "824a ne porter highway nw east aimeeburgh pw 59513"),
    # a Polish flat ("m. 3") and a Spanish ground floor ("bajo") between the street and the last line
    ("Adres: ul. Młyńska 115 m. 3, 17-947 Elbląg", "ul. Młyńska 115 m. 3"),
    ("Jose Miguel Granados\nPza. Comas, 55, bajo\n06604 Badajoz\n\nImporte: EUR 6759.43", "06604 Badajoz"),
    # a person's address where the number follows the street name, in prose
    ("Ines Barbosa lives at Avenida das Flores 212, Curitiba.", "Avenida das Flores 212"),
    ("He moved to Kirkkokatu 7 B 14, 00170 Helsinki last spring.", "Kirkkokatu 7 B 14, 00170 Helsinki"),
    ("Patient gave a new home address: ul. Lipowa 8, 20-020 Lublin.", "ul. Lipowa 8, 20-020 Lublin"),
    ("I'm at Storgatan 4, 41138 Göteborg now, could you send the letter there?", "Storgatan 4, 41138 Göteborg"),
    ("Agent: Where should we send it?\nMember: Lindenweg 3, 10115 Berlin, thanks.", "Lindenweg 3, 10115 Berlin"),
    ("Maria is staying at her sister's place, 8 Quarry Lane, until the cast comes off.", "8 Quarry Lane"),
    # a postcode as where someone lives, and a labelled ZIP or postcode alone
    ("She lives in SW1A 2AA with her son.", "SW1A 2AA"),
    ("We live in Bondi Junction NSW 2022 now.", "NSW 2022"),
    ("ZIP: 45402", "45402"),
    ("Member: Ann Lee\nZIP: 45402-1234", "45402-1234"),
    ("Home postcode: D02 X285", "D02 X285"),
    # a form's field, ended by the next field
    ("Legal name     Asha Rao\nHome address   12/4, Nehru Street, Salem-636001\nMobile         none", "Nehru Street"),
    ("Subscriber: Tom Reyes\nHome: 118 Birch Hollow Apt. 4, Fairview, OR 97024", "118 Birch Hollow"),
    # a letter's inside address: the block above the salutation, read by its layout
    ("Lauren Evans\n680 Blackwell Fields Apt. 216\nSueland, TN 64064\n\nDear Ms. Lane,\n\nWe received your appeal.",
     "680 Blackwell Fields"),
    ("Mrs Ada Okafor\nFlat 3\nBirch Mews\nNorthgate\nKT10 3HH\n\nDear Mrs Okafor,\n\nThank you.", "KT10 3HH"),
    ("Tomas Rivera\nPSC 1234, Box 5678\nAPO AE 09012\n\nDear Mr. Rivera,", "PSC 1234"),
    # a home, a question about the address, a postal code said or keyed
    ("EMS took the patient from his home at 22 Larkspur Crossing Unit 4.", "22 Larkspur Crossing Unit 4"),
    ("Agent: What address should the letter go to?\nMember: 19 Quarry Bend, Lakeford, QLD, 4350", "19 Quarry Bend"),
    ("My zip code is 30318-2201, if that helps.", "30318-2201"),
    ('{"member": "A B", "home_postal_code": "K1A0B1"}', "K1A0B1"),
    # no cue: a street part over a country's last line is an address wherever it stands (issue 29).
    # A sender's block above a letter, a signature, a pharmacy label
    ("Sharon Hill\n1613 Lamb Garden\nPort Laura, WV 38507-9718\nCell: (826) 437-1361\n\n11/03/2024\n\n"
     "Northlake Health Plan\n\nDear Appeals Reviewer,", "1613 Lamb Garden\nPort Laura, WV 38507-9718"),
    ("Cheers,\nMaria Brown\n0412 345 655\n15/5 Jacobs Bridge\nNEW DIANA TAS 2900", "15/5 Jacobs Bridge\nNEW DIANA TAS 2900"),
    ("Thanks,\nDavid Rivas\n38318 Jeffery Way\nEspinozaside, LA 98331\nC: +1 414-512-2309", "38318 Jeffery Way"),
    ("Best,\nJames Adkins\n225 Zimmerman Junctions Unit B\nLake Jameshaven, GA 30236", "Lake Jameshaven, GA 30236"),
    ("Rx# 9727268   apixaban 5 mg twice daily\nKaylee Acevedo\n12081 Charlotte Orchard\nPort Josephstad, VA 70073-6654\n"
     "Qty 60  Refills 2", "12081 Charlotte Orchard\nPort Josephstad, VA 70073-6654"),
    ("Jane Doe\nApt 4B\n300 River Road\nAlbany, NY 12207", "300 River Road\nAlbany, NY 12207"),
    # one line of prose: Poland, the Netherlands, Australia, India, a UK letter's header line, Brazil, Mexico
    ("Disposition: home to ul. Długosza 5/12, 02-086 Skarżysko-Kamienna with spouse.",
     "ul. Długosza 5/12, 02-086 Skarżysko-Kamienna"),
    ("Disposition: home to Janboulevard 28-2, 2263 PH Elp with spouse.", "Janboulevard 28-2, 2263 PH Elp"),
    ("Disposition: home to 136 Monica Entrance, Lake Nicholas VIC 2684 with son.", "136 Monica Entrance, Lake Nicholas VIC 2684"),
    ("SW note: Patient lives with her sister at Plot 329-B, Boase Marg Colony, Kurnool - 884683, Odisha. No stairs.",
     "Plot 329-B, Boase Marg Colony, Kurnool - 884683, Odisha"),
    ("Re: Jack Harrison, NHS No. 284-969-4010\n12 Claire Lock, Lake Timothyberg, GU13 1WA\n\nDear Dr Diaz,",
     "12 Claire Lock, Lake Timothyberg, GU13 1WA"),
    ("Disposition: home to Rua Mendes Rezende, 713, Bloco B, Cavalcante do Oeste - RO, 76368-736 with daughter.",
     "Rua Mendes Rezende, 713, Bloco B, Cavalcante do Oeste - RO, 76368-736"),
    ("Send the brace to Av. Juárez 45, Col. Centro, 06000 Ciudad de México, CDMX before Friday.", "Av. Juárez 45"),
    ("Send the brace to 4662 Rich Ports Apt 1105, Amandaview, WY 01474 before Friday.", "4662 Rich Ports"),
    # blocks of other countries: Finland (prefix or not), India, the Netherlands, Switzerland, Ireland, Canada,
    # Singapore, South Africa, New Zealand
    ("Gneissipolku 22 B 14\n59263 HALSUA\nUpdated in system.", "Gneissipolku 22 B 14\n59263 HALSUA"),
    ("Liisa Virtanen\nMannerheimintie 12 A 5\nFI-00100 Helsinki", "Mannerheimintie 12 A 5\nFI-00100 Helsinki"),
    ("H.No. 326-B, Kashyap Nagar\nVadodara - 390002\nGujarat", "H.No. 326-B, Kashyap Nagar\nVadodara - 390002"),
    ("Jaylinnstraat 107\n9869  VN Zuid-Beijerland", "Jaylinnstraat 107\n9869  VN Zuid-Beijerland"),
    ("Bahnhofstrasse 12\nCH-8001 Zürich", "Bahnhofstrasse 12\nCH-8001 Zürich"),
    ("Rose Byrne\n14 Seafield Road\nClontarf\nDublin\nD03 X2Y4", "14 Seafield Road\nClontarf\nDublin\nD03 X2Y4"),
    # a Portuguese floor ("r/c", the ground floor; "2.º Esq.") between the house number and the postcode's line
    ("Caetana Barbosa\nAlameda de Jesus, 94, r/c\n3298-543 Santana\nValor: 2.825,23 €", "94, r/c\n3298-543 Santana"),
    ("Caetana Barbosa\nAlameda de Jesus, 94, 2.º Esq.\n3298-543 Santana", "94, 2.º Esq.\n3298-543 Santana"),
    # a Dublin postal district after the town
    ("Every bit helps. Cards can go to 66 Ballymun Road, Glasnevin, Dublin 9, V95 F2Y5. Thank you!",
     "66 Ballymun Road, Glasnevin, Dublin 9, V95 F2Y5"),
    ("Marc Roy\n88 Rue Principale\nGatineau QC J8X 2A1", "88 Rue Principale\nGatineau QC J8X 2A1"),
    ("Tan Wei Ling\nBlk 123 Tampines Street 11\n#04-56\nSingapore 521123", "Singapore 521123"),
    ("Thabo Nkosi\n12 Long Street\nGardens\nCape Town\n8001", "12 Long Street\nGardens\nCape Town\n8001"),
    ("789 Brown Pass\nWatting\nWellington 0335", "789 Brown Pass\nWatting\nWellington 0335"),
    ("I was hospitalised while visiting my sister at Ida Ekmanin tie 31\n85692 TAIVASSALO. The invoice is attached.",
     "Ida Ekmanin tie 31\n85692 TAIVASSALO"),
    # the house number before its street's name, after a comma or on a line of its own (France, India)
    ("Disposition: discharged to 294, chemin de Carlier, 53119 Saint Camille with spouse.",
     "294, chemin de Carlier, 53119 Saint Camille"),
    ("Oni Iyengar\n94/18\nRamaswamy Path\nSurat 173517", "94/18\nRamaswamy Path\nSurat 173517"),
    # a Dutch postcode without its space and the town below it, Danish, Czech and Norwegian streets
    ("Senna Rademaker\nLaradreef 6\n4338VO\nNaaldwijk", "Laradreef 6\n4338VO\nNaaldwijk"),
    ("Disposition: discharged to Lerchenborg Allé 2, 6242 Solrød Strand with spouse.", "Lerchenborg Allé 2, 6242 Solrød Strand"),
    ("Disposition: discharged to Spinozova 941, 366 00 Vlachovo Březí with spouse.", "Spinozova 941, 366 00 Vlachovo Březí"),
    ("Disposition: discharged to Auneskogen 60G, 1735 Grohamn with spouse.", "Auneskogen 60G, 1735 Grohamn"),
    # a block on lines of its own whose street has no suffix of the table, over a town and a plain number
    ("Paige Wood\n5 Walton Cross\nRawirileigh 9382\nPhone on file.", "5 Walton Cross\nRawirileigh 9382"),
    # an HL7 PID segment's address field, a CSV export's postcode column
    ("PID|1||1384470^^^HOSP^MR||TAYLOR^ROBERT||19570813|M|||1875 GARCIA TURNPIKE^^EAST ALBERT^FM^66823^USA^H",
     "1875 GARCIA TURNPIKE^^EAST ALBERT^FM^66823"),
    ("patient_id,last_name,first_name,dob,phone,zip\n63410631,Jackson,Michael,6/28/1932,730.714.5570,72403", "72403"),
    # a street without a postcode, in a person's context, with a USPS Publication 28 suffix
    ("ED triage: 94 F brought by EMS from home at 5 Williams Village after unwitnessed fall.", "5 Williams Village"),
    ("ED triage: 94 F brought by EMS from home at 2316 James Fork after unwitnessed fall.", "2316 James Fork"),
    ("Can the home nurse come to 3 Matthew Stairs instead tomorrow? I'm staying at my daughter's.", "3 Matthew Stairs"),
    ("Can the home nurse come to 424 Simpson Route instead tomorrow? I'm staying at my son's.", "424 Simpson Route"),
    ("Can the home nurse come to 817 Burgess Mountains instead tomorrow?", "817 Burgess Mountains"),
    ("Can the home nurse come to 45960 Autumn Course instead on Thursday?", "45960 Autumn Course"),
    # a whole US address typed in lower case
    ("hey its aaron cna the nurse come to my sons place insted tmrw, 7531 madison parkway cherylfort mo 37722 thx",
     "7531 madison parkway cherylfort mo 37722"),
    ("Your recall is due 06/19/2026. We have you at Urbanización Marcia Vilalta 2, Huesca, 40613 - still correct?",
     "Urbanización Marcia Vilalta 2"),
    ("User: yes she's at Rua Teixeira Cavalcante, 1890 - Apto 92, Jardim América, Machado - GO, CEP 93951-444",
     "93951-444"),
    # the address's label in the locales' languages
    ("Navn: Marianne Andersen\nAdresse: Olsenlia 08, 5444 Solheim\nTelefon: 98352469", "Olsenlia 08"),
    # USPS's capitals, with a directional and a numbered street; France's "bis" after the house number
    ("EMS run sheet: called to 46792 W 21ST TER, SOUTH ANNABURGH MO 90096-7548 for a fall; pt 95 y.o.",
     "46792 W 21ST TER, SOUTH ANNABURGH MO 90096-7548"),
    ("Addr: 89185 E BENITEZ LN N, WEST EDDIE AK 90512\nCell: (346) 283-4854", "89185 E BENITEZ LN N, WEST EDDIE AK 90512"),
    ("Veuillez écrire à 156 bis avenue de Roger\n21308 SAINTE MARYSE", "156 bis avenue de Roger"),
    ("<Dbtr><PstlAdr><AdrLine>76 bis rue de Le Goff, 64157 MAHE</AdrLine></PstlAdr></Dbtr>", "76 bis rue de Le Goff"),
    # under a label in the locales' languages, compounds too, with the street types, floors and flats of their grammar
    ("Aadress: Pikk tn 27 korter 49, Jõhvi 41531\nTelefon: 48745", "Pikk tn 27 korter 49, Jõhvi 41531"),
    ("Toimitusosoite: Isokatu 17 as 28, FI-00100 Helsinki\nPuhelin: +358", "Isokatu 17 as 28, FI-00100 Helsinki"),
    ("Pristatymo adresas: Pylimo g. 105-26\nLT-44309 Kaunas\nTel.: 8 37", "Pylimo g. 105-26\nLT-44309 Kaunas"),
    ("Adresas: Savanorių pr. 20-56, Vilnius 08105\nTel.: 8 629", "Savanorių pr. 20-56, Vilnius 08105"),
    ("Bostedsadresse: Postboks 9587, 3015 Drammen\nDødsdato: 14.08.25", "Postboks 9587, 3015 Drammen"),
    ("Residence: 1588 SCHOOL ST, 2ND FL, OAKDALE CT 06370\nInformant: Mike", "1588 SCHOOL ST, 2ND FL, OAKDALE CT 06370"),
    ("Adresse: Kongensgade 56, st. tv., 4000 Roskilde\nTelefon: 43 64 59 27", "Kongensgade 56, st. tv., 4000 Roskilde"),
    # Japanese, Korean and Chinese addresses under their labels, written in their units
    ("住所：〒１６０－００２３　東京都新宿区西新宿５－２６－２１\n電話番号：080-8472", "東京都新宿区西新宿５－２６－２１"),
    ("주소: 부산광역시 해운대구 해운대로 332, 11층 (우동)\n우편번호 48073", "부산광역시 해운대구 해운대로 332, 11층"),
    ("现住址：100022 北京市朝阳区建国路679弄12号1507室\n登录IP", "北京市朝阳区建国路679弄12号1507室"),
    ("地址：（407）臺中市西屯區台灣大道三段420號\n診斷：高血壓", "臺中市西屯區台灣大道三段420號"),
    # a ZIP in a table or record of towns that names a person: where someone lives
    ("Name | Town | ZIP\nAnn Lee | Oakdale | 06370", "06370"),
    ('{"name": "Ann Lee", "town": "Plainfield", "zip": "06374"}', "06374"),
    # a form's address field read by its layout, whatever the street grammar: the rest of the line, and the lines
    # under it while the value ends in a comma; labels in the languages and scripts of Africa, Asia and eastern Europe
    ("Nombre: Rosa Vaca\nDomicilio: OTB San Miguel, calle 14 s/n, casa 7, zona norte, Sucre\nCelular: 7", "calle 14 s/n"),
    ("Dirección: 5a. avenida 12-40 zona 1, Cobán\nTeléfono: 7951", "5a. avenida 12-40 zona 1, Cobán"),
    ("Jina: Neema Mushi\nAnwani: Mtaa wa Uhuru, Nyumba Na. 12, Kata ya Kati, Arusha\nSimu: 0754", "Nyumba Na. 12"),
    ("Amazina: Uwase Aline\nAho atuye: KG 11 Ave, Inzu No 8, Gasabo, Kigali\nTelefoni: 0788", "Inzu No 8"),
    ("Адрес проживания: г. Алматы, ул. Абая, дом 12, кв. 40\nТел.: 8701", "ул. Абая, дом 12"),
    ("முகவரி: 12/4, கோவில் தெரு,\nமதுரை 625001\nகைபேசி: 98", "மதுரை 625001"),
    ("Διεύθυνση κατοικίας: Οδός Ερμού 24, 10563 Αθήνα\nΤηλέφωνο: 21", "Οδός Ερμού 24"),
    # Dutch "Adres", Estonian "Elukoht", Icelandic "Heimilisfang", Creole "Adrès"; words between the label and its colon
    ("Naam: Claes Katrien\nAdres: Meir 208 bus 10, 9000 Gent\nIngreep: septoplastiek", "Meir 208"),
    ("Elukoht: Puiestee tn 175-14, Tartu 50409\nTagastaja: Mai Tamm", "Puiestee tn 175-14"),
    ("Heimilisfang: Háaleitisbraut 14 (2. hæð), 220 Hafnarfirði\nSími: 762", "Háaleitisbraut 14"),
    ("Dirección de residencia: TRANSVERSAL 113B N° 81-61 BARRIO BOSA\nCelular: 350", "TRANSVERSAL 113B"),
    ("Laj: 91 an\nAdrès: Ruelle Alerte no 2\nDelmas 33, Haïti\nFanmi: Jean", "Ruelle Alerte no 2"),
]


@pytest.mark.parametrize(("answer", "address"), MUST_BLOCK)
def test_an_address_blocks(answer: str, address: str) -> None:
    found = evidence(answer)
    assert any(kind == "address" and (address in text or text in address and len(text) >= 5) for kind, text in found), found


MUST_PASS = [
    "She lives in Boston with 2 kids.",
    "He moved to Room 4 on the ward.",
    "The patient moved to Ward 5 on 3/4/2024.",
    "The appeal was mailed to 7500 Security Boulevard, Baltimore, MD 21244 (CMS).",
    "Please mail the form to our Claims Department, 500 Main Street, Springfield, IL 62704.",
    "Send your appeal to Appeals Unit, PO Box 30432, Salt Lake City, UT 84130.",
    "Your new address will appear on the next statement in 2 weeks.",
    "Home visit scheduled for Tuesday at 10 am.",
    "Shipping address: same as billing (see step 2).",
    "Our offices moved to a new building in 2021.",
    "The zip code is not required for the form.",
    # a letterhead above the salutation is the organisation's own address
    "Evergreen Health Plan\nMember Services\n400 Commerce Drive\nDayton, OH 45402\n\nDear Member,\n\nYour plan renews.",
    "Re: your appeal\nClaim 2024-1188\n\nDear Mr. Lee,\n\nWe reviewed it.",
    # near-misses of the block rule: numbers next to capitalised words that are no street, lines that are no
    # town and postcode
    "Hemoglobin 12, Platelets 2100, WBC 9.1",
    "Sodium 140\nPotassium 4.1\nCreatinine 1.2\nGlucose 1050",
    "Room 12, Ward 4, Bed 2\nDischarge 2025 Summary",
    "Release 7.7.48, Build 2025, Schema 2.5.1, Ticket 8364 Closed",
    "Take 2 Tablets, Metformin 500 mg twice daily, Lisinopril 10 mg",
    "Step 3 Review, 2024 Annual Report",
    "Visit 2, March 2025 Follow-up, Cycle 3 Day 15",
    "Claim 2024-1188, Springfield, IL 62704",
    "Here are 3 Key Points to remember when you update your home address.",
    # a list of values over a plain number, a suffix word before a number, an English word that is a Norwegian
    # street type
    "Ferritin 75643\nSeries 6500\nGate 6106",
    "Bridge 60370\nRoute 6903\nGlucose 1495\nFerritin 1931",
    "Hemoglobin 12\nPlatelets 2100\nWBC 9.1",
    "Center 475, 35503 Franklin",
    "Lesson 30404, Springfield, IL 73565",
    "Ward 918 Gate, Fairview 1924",
    # an organisation's address: its suite, its letterhead, its name before or after it
    "Riverbend Family Medicine\n2200 Commerce Drive, Suite 400\nMilwaukee, WI 53202",
    "Our clinic is located at 100 Main Street, Suite 400, Dayton, OH 45402.",
    "Northlake Health Plan\nAppeals and Grievances\n1200 Lake Shore Drive\nChicago, IL 60611\n\nDear Member,",
    "Questions? Write to 1200 Lake Shore Drive, Chicago, IL 60611 (Northlake Health Plan).",
    "MSH|^~\\&|EPIC|claims-api|||20251017164828||ADT^A04|MSG1|P|2.5.1",
    "we had 3 of 12 park visits in 2024 ok 12345",
    "Uw afspraak: 30-10-2025, 9:25\ndr. Coolen, Kamer 5465\nAfzeggen via +31 800 1582",  # a room, no town  # lower case, no street suffix before a town and a state
    "send appeals to our claims dept, 500 main street springfield il 62704",  # lower case, the organisation's
    "It was the 21st time, Boston MA 02115 said in its report.",  # an ordinal, no house number before it
    "Dublin 9 beat Cork 3 in the 2024 league; see page 14 of the report.",  # a district with no postcode or street
    # points of a rewards table above a line that reads like a town and a postcode ("Earn 1050")
    "Wellness Rewards 2026\nStep challenge (8 wk): 219 pts\nEarn 1050 points for a $155 HSA credit.",
    # an address label with no address after it in the locales' languages; a Japanese clinic's hours under no label
    "Toimitusosoite: katso tilausvahvistus\nPuhelin: soita arkisin",
    "診療時間：月曜日から金曜日 9時から17時まで（祝日を除く）",
    # an address field whose value has no number, or holds one part, and the line under a value that ends without a
    # comma (the organisation's own address, then its doctor's name)
    "Domicilio: conocido en la comunidad\nTeléfono: no tiene",
    "Anwani: 14\nSimu: hakuna",
    "Dirección: Appeals Unit, PO Box 30432, Salt Lake City, UT 84130\nDr. Rodrigo Villaseñor-Ibarra",
    # an agency's service area: ZIPs in a table or records of towns (under a title line) that name no one
    "Where we visit (November 20, 2026)\nTown | ZIP | Visiting days\nOakdale | 06370 | 7 days\nUncasville | 06382 | Mon-Fri",
    '{"agency": "Home Health", "serviceArea": [{"town": "Plainfield", "zip": "06374", "zone": "C"}]}',
]


@pytest.mark.parametrize("answer", MUST_PASS)
def test_no_address_passes(answer: str) -> None:
    contacts = ["Appeals Unit, PO Box 30432, Salt Lake City, UT 84130"]
    assert [kind for kind, _ in evidence(answer, organisation_contacts=contacts) if kind == "address"] == []


# One last line per country of `postal.COUNTRIES`, as people write it: the town, state and postcode in the
# country's layout (Google's address data), a comma or not, upper or mixed case, a prefix or not.
LAST_LINES = {
    "US": "Port Laura, WV 38507-9718",
    "CA": "Ottawa, ON K1A 0B1",
    "GB": "Lake Timothyberg\nGU13 1WA",
    "IE": "Dublin\nD02 X285",
    "AU": "NEW DIANA TAS 2900",
    "NZ": "Wellington 6011",
    "IN": "Kurnool - 518001, Andhra Pradesh",
    "SG": "SINGAPORE 521123",
    "ZA": "Cape Town\n8001",
    "DE": "10115 Berlin",
    "AT": "1010 Wien",
    "CH": "CH-8001 Zürich",
    "FR": "75008 Paris",
    "BE": "1000 Bruxelles",
    "NL": "2263 PH Elp",
    "LU": "L-1234 Luxembourg",
    "IT": "20121 Milano (MI)",
    "ES": "28039 Madrid Madrid",
    "PT": "1100-148 Lisboa",
    "FI": "FI-00100 HELSINKI",
    "SE": "SE-411 38 Göteborg",
    "NO": "0150 Oslo",
    "DK": "2100 København",
    "PL": "02-086 Skarżysko-Kamienna",
    "CZ": "110 00 Praha",
    "BR": "Rio de Janeiro - RJ\n22240-003",
    "MX": "06000 Ciudad de México, CDMX",
}


def test_every_country_has_a_last_line() -> None:
    assert set(LAST_LINES) == set(COUNTRIES)


@pytest.mark.parametrize(("country", "line"), sorted(LAST_LINES.items()))
def test_a_country_last_line_is_read_whole(country: str, line: str) -> None:
    found = match_last_line(line + " with spouse.", 0, len(line) + 13)
    assert found is not None and (found.start, found.end) == (0, len(line)), (country, found)


@pytest.mark.parametrize("line", ["Platelets 2100", "Hemoglobin 12.5", "Version 2.5.1", "Total 12", "in 2024 the"])
def test_prose_is_no_strong_last_line(line: str) -> None:
    found = match_last_line(line, 0, len(line))
    assert found is None or not found.strong
