"""`date_of_birth` and `date_of_death`: month names and abbreviations in any case, a birth label answered in
the next sentence or turn, "passed on"; both ways."""

from __future__ import annotations

import asyncio
from datetime import date

import pytest

from checks.base import CheckConfig
from checks.builtin.phi import PHICheck
from checks.context import RequestContext


def evidence(answer: str) -> list[tuple[str, str]]:
    result = asyncio.run(PHICheck(CheckConfig()).check(answer, RequestContext()))
    return [(item.detail["kind"], item.text) for item in result.evidence]


THIS_YEAR = date.today().year

# (answer, kind, the date the evidence must hold)
MUST_BLOCK = [
    # a hospice nurse's death note: "pronounced" right before the date
    ("Hospice RN death visit 09:15\nPt CRRH03896701, 92y, pronounced 2024.04.25 at 00:54.", "date_of_death", "2024.04.25"),
    ("Time of visit 03:10. Pronounced 25 April 2024 at 02:58 by the on-call RN.", "date_of_death", "25 April 2024"),
    # a death notice's genealogical signs: a star before the birth, a dagger before the death
    ("Traueranzeige\nPepijn Wouters van Eijndhoven\n* 1988.06.02  \u2020 3. Juli 2019", "date_of_birth", "1988.06.02"),
    ("Traueranzeige\nPepijn Wouters van Eijndhoven\n* 1988.06.02  \u2020 3. Juli 2019", "date_of_death", "3. Juli 2019"),
    ("Re: burial allowance for the veteran Tiffany Long, died 2021JUN19, SSN on file.", "date_of_death", "2021JUN19"),
    # someone "passed" right before the date, in a locale's month name
    ("On Wednesday, Joel Moore wrote:\n> my husband passed 6. syyskuuta 2026, his SSN was", "date_of_death",
     "6. syyskuuta 2026"),
    # a pedigree's "d." and "b." before compact dates, the day first as Europe writes it
    ("Pedigree notes:\nI-1 maternal grandfather, d. 20260620 MI\nII-3 mother b. 24112016, BRCA1", "date_of_death", "20260620"),
    ("Pedigree notes:\nI-1 maternal grandfather, d. 20260620 MI\nII-3 mother b. 24112016, BRCA1", "date_of_birth", "24112016"),
    # the answer in the next turn of a chat whose speakers are bracketed words
    ("[chat] bot: Sure. Date of birth?\n[chat] user: 11042008\n[chat] user: and my plan", "date_of_birth", "11042008"),
    # central Europe's dates: spaced dots, a Roman month; a Polish death label with its "(a)" and "dnia"
    ("Oznámení o úmrtí\nDatum úmrtí: 16. 8. 2024\nPacient: Lýdie Pavlíková", "date_of_death", "16. 8. 2024"),
    ("my husband passed away on 26.I.2023 and I need to cancel his plan", "date_of_death", "26.I.2023"),
    ("Zgłoszenie zgonu: Kornel Mitek, zmarł(a) dnia 2020-10-24.", "date_of_death", "2020-10-24"),
    # a correction in the next sentence; a French death with its "(e)" and colon
    ("> We show a date of birth that does not match.\nThe right one is 2010/10/11, the card has a typo.", "date_of_birth",
     "2010/10/11"),
    ("Déclaration de décès\nest décédé(e) le: 12 septembre 2018", "date_of_death", "12 septembre 2018"),
    ("Aikasi 16.11.2026 11:03 – Keitelen sairaala\n> synt. 4.10.1938 / puh. 041 2346987", "date_of_birth", "4.10.1938"),
    ("6. DATE OF BIRTH (Mo/Day/Yr): 11/05/1930\n7a. RESIDENCE-STATE: MI", "date_of_birth", "11/05/1930"),
    ("24. DATE PRONOUNCED DEAD (Mo/Day/Yr): 20230110", "date_of_death", "20230110"),
    ("NHI: HME1326\nDOB: Apr-25-1929\nAddress: 607 Higgins Road", "date_of_birth", "Apr-25-1929"),
    ("[02:17] AGENT: DOB?\n[02:45] CALLER: 062414\n[03:23] AGENT: And the address on file?", "date_of_birth", "062414"),
    ('{"fields": {"fullName": "Shannon White", "dateOfBirth": "2020-12-19"}}', "date_of_birth", "2020-12-19"),
    ('{"resourceType": "Patient", "deceasedDateTime": "2009-10-31T01:59:00Z"}', "date_of_death", "2009-10-31"),
    # the label and the month's name in the patient's language (month names from the Unicode CLDR)
    ("Geburtsdatum: 3. März 1950", "date_of_birth", "3. März 1950"),
    ("Patiente née le 3 mars 1950 à Lyon.", "date_of_birth", "3 mars 1950"),
    ("Fecha de nacimiento: 3 de marzo de 1950", "date_of_birth", "3 de marzo de 1950"),
    ("Data urodzenia: 3 marca 1950", "date_of_birth", "3 marca 1950"),
    ("Datum narození: 3. března 1950", "date_of_birth", "3. března 1950"),
    ("Fødselsdato: 03-03-1950", "date_of_birth", "03-03-1950"),
    ("Syntymäaika: 3. maaliskuuta 1950", "date_of_birth", "3. maaliskuuta 1950"),
    ("Sterbedatum: 4. April 2019", "date_of_death", "4. April 2019"),
    ("Le patient est décédé le 4 avril 2019.", "date_of_death", "4 avril 2019"),
    # a death verb, its date after the clause's other words; a who; a pronouncement
    ("My husband passed away peacefully on 2002-05-18 at home.", "date_of_death", "2002-05-18"),
    ("the estate of my mother, who passed on 1991-12-10. You continue", "date_of_death", "1991-12-10"),
    ("No heart sounds for one minute. Pronounced dead on 26-Jun-2012. Family at bedside.", "date_of_death", "26-Jun-2012"),
    ("The patient expired on 4/2/2024 at 03:10.", "date_of_death", "4/2/2024"),
    # asked, and answered in the next turn or line
    ("Nurse: And your birthday, with the year?\nPatient: Sure, it's 8/21/1965.", "date_of_birth", "8/21/1965"),
    ("Reply with your date of birth (MMDDYYYY) to confirm your visit on March 25, 2024.\nReply: 10211988", "date_of_birth", "10211988"),
    ("my date of birth is 09-oct-1968", "date_of_birth", "09-oct-1968"),
    ("My date of birth is 17MAY1979.", "date_of_birth", "17MAY1979"),
    ("June Robinson, DOB 03-feb-1990, presented with chest pain.", "date_of_birth", "03-feb-1990"),
    ("Jason Paton (born 19-oct-1978) was seen today for follow-up.", "date_of_birth", "19-oct-1978"),
    ("Name:\tMiss Pamela Scott\nDOB:\t14-Oct-1986\nSex:\tF", "date_of_birth", "14-Oct-1986"),
    ("Birth date     3 Sept. 1962", "date_of_birth", "3 Sept. 1962"),
    # the label in one sentence or turn, the date in the next
    ("Please confirm your date of birth. It's 3/17/1986", "date_of_birth", "3/17/1986"),
    ("Can you confirm your date of birth? Sure, it's 02-Mar-1935.", "date_of_birth", "02-Mar-1935"),
    ("Can you confirm your date of birth? Yes, that's August 11th, 1978.", "date_of_birth", "August 11th, 1978"),
    ("Agent: And your DOB? Caller: Sure. 15DEC1970.", "date_of_birth", "15DEC1970"),
    # a death by its euphemism, after someone
    ("We are sorry to learn that your husband passed on 7 Jan 2006.", "date_of_death", "7 Jan 2006"),
    ("Her mother passed on 13APR2009 at home.", "date_of_death", "13APR2009"),
    ("Fwd: sad news\n\nMum passed on 01 August 2024. The notice is attached.", "date_of_death", "01 August 2024"),
    # labels written for either gender, "on" in the label's language, a request that needs the date
    ("Jiří Konečná zemřel(a) dne 08.04.1999. nar. 10.06.1963.", "date_of_death", "08.04.1999"),
    ("Jiří Konečná zemřel(a) dne 08.04.1999. nar. 10.06.1963.", "date_of_birth", "10.06.1963"),
    ("Paciente: Érica Leal (nascido/a em 17/04/1964)", "date_of_birth", "17/04/1964"),
    # the first person, in Portuguese and Spanish
    ("Olá, aqui é Núria Vieira. Os meus dados: nasci a 11/10/1985. Obrigado.", "date_of_birth", "11/10/1985"),
    ("Buenos días, me llamo Ana Ruiz y nací el 3 de marzo de 1941 en Sevilla.", "date_of_birth", "3 de marzo de 1941"),
    # the third person in Spanish and Portuguese; a month's abbreviation in the locales' languages between hyphens or
    # slashes, as English is written ("09-oct-1968")
    ("Es para mi hermano, nació el 14-ago-1966 y vive solo.", "date_of_birth", "14-ago-1966"),
    ("A minha avó nasceu em 3 de maio de 1931.", "date_of_birth", "3 de maio de 1931"),
    ("Date de naissance : 21/févr./1958", "date_of_birth", "21/févr"),
    ("Geburtsdatum: 04-Mär-1962", "date_of_birth", "04-Mär-1962"),
    # a chat line's time before the answer's speaker
    ("Pharmacy: what is the patient's date of birth?\n09:12 Me: March 3rd 1951\n09:13 Me: thanks", "date_of_birth",
     "March 3rd 1951"),
    ("Le patient est né(e) le 3 mars 1950.", "date_of_birth", "3 mars 1950"),
    ("Agent: Before I can discuss the claim I need your date of birth.\nMember: 18 août 1980\nAgent: Thanks.",
     "date_of_birth", "18 août 1980"),
    # a date read out in a voicemail's transcript
    ("hi this is Jessica calling about my refill my date of birth is 12 slash 7 slash 08 you can call me back",
     "date_of_birth", "12 slash 7 slash 08"),
    # vCard (RFC 6350's BDAY, RFC 6474's DEATHDATE), a camelCase key's later word, C-CDA's elements and HL7's timestamp
    ("BEGIN:VCARD\nFN:Michelle Anderson\nBDAY:2000-10-19\nEND:VCARD", "date_of_birth", "2000-10-19"),
    ("BEGIN:VCARD\nFN:Michelle Anderson\nDEATHDATE:2020-01-02\nEND:VCARD", "date_of_death", "2020-01-02"),
    ('{"patientDob": "04121957", "status": "active"}', "date_of_birth", "04121957"),
    ('<patient>\n  <birthTime value="19840907"/>\n</patient>', "date_of_birth", "19840907"),
    ('<patient>\n  <sdtc:deceasedTime value="201202271031"/>\n</patient>', "date_of_death", "201202271031"),
    # a death told in French ("décès de ..., survenu le") and in a Nordic notice ("sov stille inn"); a record's
    # "deceasedDate" key; a scanned date with spaces around its slashes after its label
    ("Je vous informe du décès de Aimée Laine, survenu le 23.06.1994 à l'âge de 104 ans.", "date_of_death", "23.06.1994"),
    ("Tor Hanssen sov stille inn 12.8.2022. Spørsmål om begravelsen: ring oss.", "date_of_death", "12.8.2022"),
    ("patient:\n  deceased: true\n  deceasedDate: 20200430\nnext_of_kin:\n  relation: son", "date_of_death", "20200430"),
    ("Name: Mikayla Edwards   DOB: 10/ 29/1994\nReason: cleaning", "date_of_birth", "10/ 29/1994"),
    # a reply written above the quoted message that asks for the date of birth
    ("Yes that's wrong, it should be 27/Dec/1987 not the one on the card.\n\n> On 8/12/26, Member Services wrote:\n"
     "> We could not match the date of birth on your claim 2586916790179.\n> Please reply with the correct date.",
     "date_of_birth", "27/Dec/1987"),
    ("Yes that's wrong, it should be sep. 16, 1932 not the one on the card.\n\n> On 05/09/2025, Member Services "
     "wrote:\n> We could not match the date of birth on your claim.", "date_of_birth", "sep. 16, 1932"),
    # a kiosk's bracketed field, the value on the next line; a Roman month between slashes
    ("[ Surname ] NOWAK\n[ Birth date ]\n4/IX/1951\n[ Confirm ] Y", "date_of_birth", "4/IX/1951"),
    # a chat log's next turn answers, its speaker's handle in lower case after the time
    ("[14:02] nurse: can you confirm ur date of birth\n[14:03] tom: 11 / 02 / 1958\n[14:03] tom: thx",
     "date_of_birth", "11 / 02 / 1958"),
    ("[09:10] MA Lee: before the dr joins can u confirm ur birthday\n[09:11] patient: 4May1966", "date_of_birth", "4May1966"),
    ("Date of birth: June the 17th 1982", "date_of_birth", "June the 17th 1982"),
    # the death alone as a form's field, in French and Spanish; Dutch "overleed" (died)
    ("Acte n° 12\nDécès : 14/03/2011\nLieu : Lyon", "date_of_death", "14/03/2011"),
    ("Fallecimiento: 02/11/2019", "date_of_death", "02/11/2019"),
    ("Mijn opa overleed op 3 juni 2019.", "date_of_death", "3 juni 2019"),
    # a chat export's lower-case handle opens the answering line; Polish "zm." (died) after "ur." (born)
    ("rx bot: Sure! Your date of birth?\nme: 10/24/1939\nrx bot: And the card ending in?", "date_of_birth", "10/24/1939"),
    ("Podopieczny ur. 29. 4. 1979, zm. 2. 12. 2024\nAdres: Vizovická 12", "date_of_death", "2. 12. 2024"),
    # Turkish, Croatian, Romanian, Hungarian and Slovak labels; month names from CLDR; Hungarian's year first
    ("KANSER KAYIT FORMU\nAdı soyadı: Kâmil Yaman\nDoğum tarihi: 4 Mayıs 1932", "date_of_birth", "4 Mayıs 1932"),
    ("Tanı: mide kanseri, ICD-O-3 C16.9\nÖlüm tarihi: 17 Haziran 2025", "date_of_death", "17 Haziran 2025"),
    ("Ime i prezime: Nada Mamić\nDatum rođenja: 12. ožujka 1950.", "date_of_birth", "12. ožujka 1950"),
    ("Subsemnata Ioana Pop, CNP 2650531120560, născută la 31.05.1965 în Cluj", "date_of_birth", "31.05.1965"),
    ("Donator: Ion Stan | Data decesului: 11.10.2024", "date_of_death", "11.10.2024"),
    ("Név: Király Éva | Születési idő: 1951. július 11.", "date_of_birth", "1951. július 11"),
    ("Matka pacienta zomrela 12. 3. 2019 na karcinóm prsníka.", "date_of_death", "12. 3. 2019"),
    # a cancer registry's "date of last contact/death" after a vital status of dead
    ("Vital status: dead, date of last contact/death 03/14/2025", "date_of_death", "03/14/2025"),
    # Latvian, Indonesian, Lithuanian and Estonian labels; Indonesian month names from CLDR
    ("Pacients: Vineta Krūmiņa\nDzimšanas datums: 20.11.1928", "date_of_birth", "20.11.1928"),
    ("Nama pasien: Yance Usamah\nTanggal lahir: 4 Mei 1967", "date_of_birth", "4 Mei 1967"),
    ("Pacientas: Jonas Petraitis, gimimo data 1950-03-04", "date_of_birth", "1950-03-04"),
    ("Patsient: Mari Tamm\nSünniaeg: 12.05.1944", "date_of_birth", "12.05.1944"),
    ("Sutuoktinis: miršanas datums 12.03.2020", "date_of_death", "12.03.2020"),
    # Maltese labels and month names ("9 ta' Novembru"); French inclusive writing ("Né·e le")
    ("Isem: Anthony Mifsud\nData tat-twelid: 9 ta' Novembru 1981", "date_of_birth", "9 ta' Novembru 1981"),
    ("Isem: Michela Xuereb\nData tat-twelid: 05.11.2001\nIndirizz: Triq il-Kbira", "date_of_birth", "05.11.2001"),
    ("Ommu, data tal-mewt: 12.03.2020", "date_of_death", "12.03.2020"),
    ("Personne retrouvée : Jane Pauly\nNé·e le : 16 juillet 1953", "date_of_birth", "16 juillet 1953"),
    ("Décédé·e le 3 mars 2024 à Esch-sur-Alzette", "date_of_death", "3 mars 2024"),
    # Malay, Vietnamese, Thai and Hindi labels; Malay, Vietnamese and Thai month names from CLDR
    ("Nama: Lim Wei Chan\nTarikh lahir: 7 Dis 1973", "date_of_birth", "7 Dis 1973"),
    ("Họ tên: John Nguyễn\nNgày sinh: 06-01-2000", "date_of_birth", "06-01-2000"),
    ("Họ tên: Trần Thị Mai\nNgày sinh: ngày 10 tháng 3 năm 1990", "date_of_birth", "10 tháng 3 năm 1990"),
    ("ชื่อ-สกุล: สมชาย ใจดี\nวันเกิด: 8 กันยายน 1931", "date_of_birth", "8 กันยายน 1931"),
    ("नाम: राजेश कुमार\nजन्म तिथि: 12/03/1990", "date_of_birth", "12/03/1990"),
    # Arabic, Persian and Hebrew labels and month names from CLDR; a grandparent born and died ("مواليد", "توفي في")
    ("الحالة: ياسمين منصور\nتاريخ الميلاد: 29 سبتمبر 1983", "date_of_birth", "29 سبتمبر 1983"),
    ("الجد لأب: مواليد 19/07/1931، توفي في 28/03/1996 (فشل قلبي)", "date_of_death", "28/03/1996"),
    ("نام: مریم احمدی\nتاریخ تولد: 12 مارس 1975", "date_of_birth", "12 مارس 1975"),
    ("שם: דנה כהן\nתאריך לידה: 12/03/1975", "date_of_birth", "12/03/1975"),
    # Russian, Ukrainian, Georgian (its year first), Armenian (its comma after the label), Azerbaijani and Nepali
    ("ФИО: Колобов Твердислав\nДата рождения: 18 мая 2011", "date_of_birth", "18 мая 2011"),
    ("Со слов заявителя, его отец скончался 14 сентября 2025 после задержания.", "date_of_death", "14 сентября 2025"),
    ("ПІБ: Олена Коваль\nДата народження: 03.04.1988", "date_of_birth", "03.04.1988"),
    ("დაბადების თარიღი: 1961 წლის 25 სექტემბერი", "date_of_birth", "1961 წლის 25 სექტემბერი"),
    ("Հիվանդ՝ Նունե Աժդահարյան, ծնված՝ 15 սեպտեմբերի 1963 թ.", "date_of_birth", "15 սեպտեմբերի 1963"),
    ("Հիվանդը խնամքի կարիք ունի, ամուսինը մահացել է 08.03.2025։", "date_of_death", "08.03.2025"),
    ("Xəstə: Leyla Məmmədova\nDoğum tarixi: 12 mart 1980", "date_of_birth", "12 mart 1980"),
    ("बिरामी: सीता श्रेष्ठ\nजन्म मिति: 1985-04-12", "date_of_birth", "1985-04-12"),
    # Korean, Japanese and Chinese labels, their dates in the reader's forms, with year, month and day words, in an
    # era's years, or with Korea's dots
    ("환자: 김건우 (94살, 생년월일 1931/12/08)", "date_of_birth", "1931/12/08"),
    ("환자: 이성훈 (만99세, 생년월일 1926. 12. 12.)", "date_of_birth", "1926. 12. 12."),
    ("생년월일: 1927년 06월 22일", "date_of_birth", "1927년 06월 22일"),
    ("患者氏名 山田花子 生年月日：昭和56年3月14日", "date_of_birth", "昭和56年3月14日"),
    ("姓名：王芳 出生日期：1981年3月14日", "date_of_birth", "1981年3月14日"),
    ("死亡日期 2024年5月1日", "date_of_death", "2024年5月1日"),
    # "died" as a letter says it in Spanish, Italian and Greek; a Greek birth label with its month's name
    ("Somos la familia de Emiliano. Nos dejó el 10 de octubre de 2024 y decidimos donar", "date_of_death", "10 de octubre de 2024"),
    ("Somos la familia de Verónica. Nos dejó el 12 nov. 2024.", "date_of_death", "12 nov. 2024"),
    ("Il nonno è morto il 3 marzo 2023, a casa.", "date_of_death", "3 marzo 2023"),
    ("Ο πατέρας μας πέθανε στις 5 Μαρτίου 2024.", "date_of_death", "5 Μαρτίου 2024"),
    ("Ημερομηνία γέννησης: 12 Ιανουαρίου 1950", "date_of_birth", "12 Ιανουαρίου 1950"),
    # "died" with a gender ending in brackets in Ukrainian; Georgian "born" (abbreviated) and "died"
    ("Повідомляємо, що Галина Романенко помер(ла) 09.09.2025 у медичній частині.", "date_of_death", "09.09.2025"),
    ("ვალერიან წიქარიშვილი (დაბ. 16.08.1973) გარდაიცვალა 27/08/2025", "date_of_birth", "16.08.1973"),
    ("ვალერიან წიქარიშვილი (დაბ. 16.08.1973) გარდაიცვალა 27/08/2025", "date_of_death", "27/08/2025"),
    # Arabic "born (m/f) on" and "died (m/f) suddenly on"; Uzbek "date of birth" and "date of death"
    ("المرحوم أنيس المجري، المولود(ة) في 1968/10/08، توفي(ت) فجأة بتاريخ 07/02/2026.", "date_of_birth", "1968/10/08"),
    ("المرحوم أنيس المجري، المولود(ة) في 1968/10/08، توفي(ت) فجأة بتاريخ 07/02/2026.", "date_of_death", "07/02/2026"),
    ("F.I.Sh.: Aylinova Robiya\nTug'ilgan sana: 28.01.1960 y.", "date_of_birth", "28.01.1960"),
    ("Бемор: Каримов Жамшид, туғилган сана 18.07.1961", "date_of_birth", "18.07.1961"),
    ("Оила аъзоси: Азизбек Каримов. Отасининг вафот этган санаси: 11 июнь 2025 й.", "date_of_death", "11 июнь 2025"),
    # "died" in a form's gender-neutral printing ("deceduto/a il", "fallecido/a el", "falecida em") and Portugal's
    # "data de óbito"
    ("in qualità di erede di Marco Bellini, deceduto/a il 3 marzo 2024, chiede copia", "date_of_death", "3 marzo 2024"),
    ("Pedro Salas Ruiz, fallecido/a el 14/02/2025 en Quito", "date_of_death", "14/02/2025"),
    ("A requerente, filha de Maria Lopes, falecida em 2 de maio de 2025, pede", "date_of_death", "2 de maio de 2025"),
    ("Nome: Rui Faria, CC 12345678, data de óbito 16.06.2025", "date_of_death", "16.06.2025"),
    # a name and a date alone on a line are a dateline only when the date is this year's or last year's; a newborn's
    # after a field's label, or a name before this year's date in a sentence, is a birth
    ("Maria Lopez, 03/04/1962\nReferred for a dermatology review.", "date_of_birth", "03/04/1962"),
    (f"Patient: Maria Lopez, 3/4/{THIS_YEAR}", "date_of_birth", f"3/4/{THIS_YEAR}"),
    (f"Baby Girl Smith, 02/01/{THIS_YEAR}, was admitted to the NICU.", "date_of_birth", f"02/01/{THIS_YEAR}"),
    # a full name of four words after a label word; a name right after a signer's sentence has ended
    ("Patient María José García López, 03/04/1962, was seen in clinic.", "date_of_birth", "03/04/1962"),
    ("Reviewed by Dr. Lee. Maria Lopez, 03/04/1962, attended alone.", "date_of_birth", "03/04/1962"),
    # a Thai month's abbreviation and a Buddhist-era year (2503: 1960)
    ("เลขประจำตัวประชาชน: 1-6444-24245-94-5\nวันเกิด: 17 ส.ค. 2503\nที่อยู่: บ้านเลขที่ 12", "date_of_birth", "17 ส.ค. 2503"),
]


@pytest.mark.parametrize(("answer", "kind", "date"), MUST_BLOCK)
def test_a_birth_or_death_date_blocks(answer: str, kind: str, date: str) -> None:
    found = evidence(answer)
    assert any(k == kind and date in text for k, text in found), found


MUST_PASS = [
    # "pronounced" is a death's verb only right before its date
    "The rash was more pronounced 2 days later, on 3/4/2024.",
    "Symptoms were pronounced on 3 May 2024 after the second dose.",
    "Release notes\n* 2024.01.05 faster search\n* 2024.02.01 fixes",  # a list's stars, no dagger after them
    "Fig 3 d. 2024 cohort; table 2 d. 12 visits.",  # "d." before no date
    "The bill passed 12 May 2026 in committee.",  # no one passed
    "A empresa nasci a partir de uma fusão em 2001.",  # no date after the verb
    "Table 2: sepsis \u2020 3 of 40 cases (\u2020 footnote: 2024 cohort).",  # a footnote's dagger
    "The date of birth field which is required. It is shown on page 2 of the form.",
    "Hospital de Sousa Alegre, 23/05/2025\nHb 13,6 g/dl\nCRP 123 mg/l",  # an organisation's name, dated
    "Ziekenhuis Hitzum, 20-8-2026\nHb 13,0 g/dl",
    # a letter's dateline: the place starts its sentence or line, this year's or last year's date ends it
    f"Dra. Ivelisse Marrero Cintrón, directora médica. San Juan, 26/02/{THIS_YEAR}.",
    f"Buenos Aires, 03/02/{THIS_YEAR - 1}\nEstimados pacientes: el consultorio cierra en enero.",
    f"Temu janji: 03-7373 1073. Dr. Hajah Rosnani binti Mat Daud, Pakar Oftalmologi, 14/10/{THIS_YEAR}.",  # signed
    "Lot 062414 expires soon.",
    "Mr Dode arrived on 3 March 2024 for the review.",
    "The Mars rover landed on 18 February 2021.",
    "Rechnung vom 3. März 2025: bitte überweisen.",
    "Your policy expired on 3/4/2024; renew it online.",
    "What is your date of birth? The appointment is on 3/4/2025.",
    "She was born in Lyon in 1950 and moved to Canada.",
    "The rule passed on 7 Jan 2006 and took effect in March.",
    "The motion passed on 13APR2009 by a wide margin.",
    "Date of birth. Please bring photo ID to the visit on 3/4/2025.",
    "Please confirm your date of birth when you call; the office opens 9-Oct.",
    "The claim was received 09-oct-2024 and processed on 17MAY2024.",
    "Can you confirm your date of birth? We will mail the card on 02-Mar-2025.",
    # "survenu le" without a death before it: an accident's date
    "L'accident est survenu le 12.03.2024 sur l'autoroute, selon le constat.",
    # a reply above a quoted message that names no date of birth; a date after no answer's words above one that does
    "Yes, 2026-01-05 works for the visit.\n\n> On 8/12/26, Front Desk wrote:\n> When can you come in?",
    "Thanks. The visit on 3 March 2025 went well.\n\n> On 8/12/26, Front Desk wrote:\n> Bring your date of birth.",
    # an empty bracketed field, then another one's date; a chat turn that answers something else
    "[ Birth date ] [ Visit date ] 03/04/2024",
    "[09:00] agent: can you confirm ur date of birth\n[09:01] agent: we will call you on 03/04/2024",
    # deaths counted, not dated
    "Les décès : 12 en 2024, contre 15 en 2023.",
    "Wydano zm. 3 przepisów w 2024.",  # "zm." before no date: an amendment
    # a place's name before a date in a delimited export whose column says what the date is
    'establishment,area,inspection_date,type\n"Sagebrush Taqueria",Sun_Valley,2026-08-15,complaint\n'
    '"Lahontan Sushi",Old Southwest,2026-08-28,routine',
    # a Turkish hospital's opening date; Croatian "rođen" with no date after it
    "Hastane açılış tarihi: 4 Mayıs 1932",
    "Projekt je rođen iz suradnje 2019. godine.",
    # an Indonesian clinic's anniversary: no birth label
    "Ulang tahun klinik: 4 Mei 2026, acara pukul 10.00.",
    # an event's name before its date in brackets: no one's name
    "Regional EMS - medical action plan: Ocean Breeze Music Festival (February 8, 2026)\nExpected attendance: 56,000",
    "Medical plan: Pawcatuck River Days (April 5, 2025). Aid stations open at 10:00.",
    # a Maltese clinic's opening day, no birth label
    "Il-klinika tiftaħ fid-9 ta' Novembru 2026.",
    # a Malay notice's date and a Vietnamese clinic's opening day, no birth label
    "Tarikh: 7 Dis 2025. Klinik ditutup pada hari cuti umum.",
    "Phòng khám khai trương ngày 10 tháng 3 năm 2025.",
    # an Arabic notice's date, no birth label
    "تاريخ: 29 سبتمبر 2025. العيادة مغلقة يوم الجمعة.",
    # a Russian conference's date and a Georgian notice's, no birth label
    "Конференция 18 мая 2025 г. в Москве.",
    "ცენტრი დაკეტილია 2025 წლის 25 დეკემბერს.",
    # a document's dates in Korean, Japanese and Chinese, under no birth or death label
    "発行日：2026年5月1日　東京都",
    "시행일 2026년 5월 1일부터 적용",
    "生效日期：2026年5月1日",
    # an organisation's name before a document's date in brackets; dates after "dejó" with no death in them
    "Orthobiologic and injection price sheet - Arkansas River Sports Medicine (November 8, 2026)",
    "La clínica dejó el 10 de octubre de 2024 de aceptar pagos en efectivo.",
    # a programme's name, a role after its signer's name, an organisation after a definite article: dated, no one's birth
    "Quarterly note for the Riverside Dental Sealant Programme, 04/06/2025\nSealants placed: 1,204.",
    "Figures compiled by Aoife Brennan, Outreach Coordinator, 12/03/2024.",
    "Erstellt für den Vorstand der Tumorberatungsstelle Havelland, 14.02.2023.",
]


@pytest.mark.parametrize("answer", MUST_PASS)
def test_other_dates_pass(answer: str) -> None:
    assert [kind for kind, _ in evidence(answer) if kind in ("date_of_birth", "date_of_death")] == []
