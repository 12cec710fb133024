"""Which of Presidio's predefined recognizers `phi` runs, per locale: data, read by `presidio.py`.

Each row: Presidio's class name in `presidio_analyzer.predefined_recognizers`, the locale it
belongs to, the `phi` kind its results are reported as, and its precondition: the least number
of digits the candidate chunk must hold (`digits`) and characters one of which it must hold
(`needs`), so a recognizer is run only where it could match; `checksum_alone=False` where a
checksum over a bare digit run is too weak to count without a context word (South Africa's
traffic register and income tax numbers: one 13- or 10-digit claim number in ten passes Luhn;
German ID card and passport numbers, whose ICAO check digit one invoice number "R60252493" in ten passes, and the German
health insurance number, a letter and nine digits with a mod-10 check digit that one file or member number of another
plan in ten passes: "file B202553075" of a US enrolment report; South Africa's driving licence, whose validator
checks only its shape, six to ten digits and a letter among two to five characters after them: a waste manifest's
"304513870FLE", a provider taxonomy code "208600000X"; Australia's tax file number, nine bare digits whose mod-11
check one number in eleven passes: a Nepali clinic's "PAN 604620962", the tail of an ABN "51 824 016 753");
`upper=True` where only capitals make the shape (vehicle plates, postcodes).

Chosen: every recognizer whose entity identifies a person under HIPAA Safe Harbor's 18
categories (contact details, account and card numbers, national and beneficiary IDs, licence,
passport, vehicle and device identifiers, network addresses, postcodes), for the English-language
locales and for Germany, Spain, Italy, Finland, Poland and Sweden, whose recognizers Presidio ships
(`de`, `es`, `it`, `fi`, `pl`, `se`). Left out, and why: German plates and postcodes (DeKfz, DePlz:
a capitalised abbreviation with a number, any five digits), practice and physician numbers (DeBsnr,
DeLanr: a provider's), German and Italian VAT and trade register numbers, Swedish organisation numbers,
ABA routing numbers, company, VAT and GST numbers (AU_ABN, AU_ACN, IN_GSTIN, SG_UEN,
ZA_COMPANY_REGISTRATION, ZA_VAT_NUMBER), US_NPI and US_PROVIDER_TAX_ID (a provider's or an
organisation's, which this product's letters must print), US_CLAIM_NUMBER,
US_PRIOR_AUTHORIZATION_NUMBER and US_REFERRAL_NUMBER (a transaction's, not a person's), UUID
(a record's key, not a person's), URL (the project's own `url` detector reads a URL as PHI only
when its path carries a person's identifier: a policy's URL is not), DATE_TIME (dates of
service are not PHI here; birth and death dates by their labels are the project's), and the
phone recognizer (the project's libphonenumber reader knows an organisation's line), and
EMAIL_ADDRESS (its validator fetches the public-suffix list over the network on first use; the
project's e-mail detector reads plain and spelled-out addresses and measured 100% on every set).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RecognizerRow:
    """One recognizer `phi` may run."""

    class_name: str
    locale: str
    kind: str
    digits: int = 1
    needs: str = ""
    letters: int = 0  # the least number of letters the chunk must hold (plates, postcodes)
    length: int = 0  # the least length of the chunk
    checksum_alone: bool = True  # False: a checksum over a bare digit run too weak to count without context
    upper: bool = False  # True: its letters count only as capitals (Presidio matches plates and postcodes
    # case-blind, so prose reads as one: "the 483rd" is a Nigerian plate's shape)


# The locale-free rows run under the locale "any".
RECOGNIZERS: tuple[RecognizerRow, ...] = (
    RecognizerRow("CreditCardRecognizer", "any", "account_number", digits=13, length=13),
    RecognizerRow("IbanRecognizer", "any", "account_number", digits=10, length=15),
    RecognizerRow("IpRecognizer", "any", "ip_address", digits=2, needs=".:", length=3),
    RecognizerRow("MacAddressRecognizer", "any", "device_id", digits=0, needs=":-.", length=12),
    RecognizerRow("CryptoRecognizer", "any", "account_number", digits=2, length=26),
    # United States
    RecognizerRow("UsSsnRecognizer", "us", "ssn", digits=9),
    RecognizerRow("UsItinRecognizer", "us", "national_id", digits=9),
    RecognizerRow("UsPassportRecognizer", "us", "license_number", digits=8),
    RecognizerRow("UsLicenseRecognizer", "us", "license_number", digits=4),
    RecognizerRow("MedicalLicenseRecognizer", "us", "license_number", digits=7),
    RecognizerRow("UsMbiRecognizer", "us", "member_id", digits=4, letters=4, length=11),
    RecognizerRow("UsHealthInsuranceMemberIdRecognizer", "us", "member_id", digits=6),
    RecognizerRow("UsBankRecognizer", "us", "account_number", digits=8),
    RecognizerRow("UsPrescriptionNumberRecognizer", "us", "prescription_number", digits=6),
    # United Kingdom
    RecognizerRow("NhsRecognizer", "uk", "member_id", digits=10),
    RecognizerRow("UkNinoRecognizer", "uk", "national_id", digits=6, letters=3),
    RecognizerRow("UkPassportRecognizer", "uk", "license_number", digits=7),
    RecognizerRow("UkDrivingLicenceRecognizer", "uk", "license_number", digits=6),
    RecognizerRow("UkPostcodeRecognizer", "uk", "address", digits=2, letters=3, length=5, upper=True),
    RecognizerRow("UkVehicleRegistrationRecognizer", "uk", "vehicle_id", digits=1, letters=3, length=5, upper=True),
    # Canada
    RecognizerRow("CaSinRecognizer", "ca", "national_id", digits=9),
    RecognizerRow("CaPostalCodeRecognizer", "ca", "address", digits=3, letters=3, length=6, upper=True),
    # Australia
    RecognizerRow("AuTfnRecognizer", "au", "national_id", digits=8, checksum_alone=False),
    RecognizerRow("AuMedicareRecognizer", "au", "member_id", digits=10),
    # India
    RecognizerRow("InAadhaarRecognizer", "in", "national_id", digits=12),
    RecognizerRow("InPanRecognizer", "in", "national_id", digits=4, letters=6, length=10),
    RecognizerRow("InPassportRecognizer", "in", "license_number", digits=7),
    RecognizerRow("InVoterRecognizer", "in", "national_id", digits=7),
    RecognizerRow("InVehicleRegistrationRecognizer", "in", "vehicle_id", digits=1, letters=3, length=8, upper=True),
    # Singapore
    RecognizerRow("SgFinRecognizer", "sg", "national_id", digits=7, letters=2),
    # Nigeria
    RecognizerRow("NgNinRecognizer", "ng", "national_id", digits=11),
    RecognizerRow("NgVehicleRegistrationRecognizer", "ng", "vehicle_id", digits=2, letters=3, length=7, upper=True),
    # Philippines
    RecognizerRow("PhPassportRecognizer", "ph", "license_number", digits=7),
    RecognizerRow("PhTinRecognizer", "ph", "national_id", digits=9),
    RecognizerRow("PhUmidRecognizer", "ph", "national_id", digits=12),
    # South Africa
    RecognizerRow("ZaIdNumberRecognizer", "za", "national_id", digits=13),
    RecognizerRow("ZaDriverLicenseRecognizer", "za", "license_number", digits=8, checksum_alone=False),
    RecognizerRow("ZaPassportRecognizer", "za", "license_number", digits=8),
    RecognizerRow("ZaIncomeTaxNumberRecognizer", "za", "national_id", digits=10, checksum_alone=False),
    RecognizerRow("ZaLicensePlateRecognizer", "za", "vehicle_id", digits=2, letters=2, length=6, upper=True),
    RecognizerRow("ZaTrafficRegisterNumberRecognizer", "za", "license_number", digits=8, checksum_alone=False),
    # Germany: tax ID (eleven bare digits: its checksum counts only with a context word), pension insurance number,
    # ID card and passport (a letter and eight characters with a mod-10 check digit: with a context word), health
    # insurance number (a letter and nine digits with a mod-10 check digit: with a context word), driving licence
    RecognizerRow("DeTaxIdRecognizer", "de", "national_id", digits=11, checksum_alone=False),
    RecognizerRow("DeSocialSecurityRecognizer", "de", "national_id", digits=11, letters=1, length=12),
    RecognizerRow("DeIdCardRecognizer", "de", "national_id", digits=1, length=9, checksum_alone=False),
    RecognizerRow("DePassportRecognizer", "de", "license_number", digits=1, length=9, checksum_alone=False),
    RecognizerRow("DeHealthInsuranceRecognizer", "de", "member_id", digits=9, letters=1, length=10, checksum_alone=False),
    RecognizerRow("DeFuehrerscheinRecognizer", "de", "license_number", digits=8, letters=2, length=11),
    # Spain: DNI/NIF and NIE (a check letter), passport
    RecognizerRow("EsNifRecognizer", "es", "national_id", digits=7, letters=1, length=8),
    RecognizerRow("EsNieRecognizer", "es", "national_id", digits=7, letters=1, length=8),
    RecognizerRow("EsPassportRecognizer", "es", "license_number", digits=6, letters=3, length=9),
    # Italy: codice fiscale (a check letter), driving licence, identity card, passport
    RecognizerRow("ItFiscalCodeRecognizer", "it", "national_id", digits=2, letters=9, length=16),
    RecognizerRow("ItDriverLicenseRecognizer", "it", "license_number", digits=7, letters=2, length=10),
    RecognizerRow("ItIdentityCardRecognizer", "it", "national_id", digits=7, letters=2, length=9),
    RecognizerRow("ItPassportRecognizer", "it", "license_number", digits=7, letters=2, length=9),
    # Finland: henkilötunnus (a check character); Poland: PESEL; Sweden: personnummer (both bare digits with a
    # checksum one number in ten passes: they count with a context word)
    RecognizerRow("FiPersonalIdentityCodeRecognizer", "fi", "national_id", digits=9, length=11),
    RecognizerRow("PlPeselRecognizer", "pl", "national_id", digits=11, checksum_alone=False),
    RecognizerRow("SePersonnummerRecognizer", "se", "national_id", digits=10, checksum_alone=False),
)

# Every English-language locale Presidio has recognizers for, and the locale-free ones.
DEFAULT_LOCALES: tuple[str, ...] = (
    "any", "us", "uk", "ca", "au", "in", "sg", "ng", "ph", "za", "de", "es", "it", "fi", "pl", "se",
    # regions whose phone plans are read, without recognizers of their own
    "fr", "nl", "be", "at", "ch", "ie", "nz", "dk", "no", "pt", "br", "cz", "mx",
)
