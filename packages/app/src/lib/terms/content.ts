/**
 * The terms of use in English and Slovene (SPEC §1, §9): shown by the interface language in the
 * registration's agreements overlay and on the terms page. Kept as structured text rather than
 * translation keys because it is one legal document per language, amended as a whole.
 */
export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export interface TermsDocument {
  title: string;
  lastAmended: string;
  sections: TermsSection[];
}

export const LAST_AMENDED = '13.3.2020';

const en: TermsDocument = {
  title: 'Terms of use',
  lastAmended: `Last amended ${LAST_AMENDED}`,
  sections: [
    {
      heading: '1. Scope',
      paragraphs: [
        'These terms govern the use of the investing platform by personal investors and by companies (business investors). By opening a profile the investor accepts them. The contract is in force when the investor has accepted these terms and the provider has identified the investor.',
      ],
    },
    {
      heading: '2. Registration and identification',
      paragraphs: [
        'An individual investor must be at least 18 years old. A business account may be opened only by a legal representative of the company, and only the legal representative’s documents count for identification.',
        'The investor registers with an e-mail address and a password and submits a valid copy of an identity document: a passport, or both sides of an identity card. The name and the data given must match the document. The investor may not buy claims until the identity document has been verified.',
        'The provider may refuse a registration without giving a reason and may demand further identification at any time.',
      ],
    },
    {
      heading: '3. The profile balance',
      paragraphs: [
        'The balance is kept in euro. It is topped up by bank transfer from the investor’s own account at a bank in the European Union or in Slovenia, held in the investor’s own name, quoting the investor identification number. After the first transfer, other payment providers may be used.',
        'The balance is an advance for purchases of claims. It earns no interest and is not a deposit. The balance may become negative; a negative balance is a debt which the investor must settle within 5 days of the provider’s notice.',
        'The balance grows with received transfers and repayments and falls with withdrawals, purchases and deductions by the provider.',
      ],
    },
    {
      heading: '4. Buying claims',
      paragraphs: [
        'The platform offers claims from invoice factoring (F), reverse factoring (RF) and international factoring (IF). Each investment shows a risk (failure) score from a credit rating company and the provider’s internal ranking.',
        'A claim may be bought whole or in part; a partial purchase states the amount offered. A purchase cannot exceed the available balance. Purchases are made manually or through auto-invest. An assignment agreement is concluded when the investor confirms the purchase in the profile and the provider directs the payment to the assignor. When two-factor authentication is on, a purchase, its cancellation and the choice of an auto-invest strategy are confirmed with a code sent by SMS (or with the investor’s authenticator app, where set up).',
        'Until the claim is fully funded, and for at most 14 days after the purchase, the investor may cancel the purchase in the profile; the amount returns to the balance.',
        'The repayment of a claim may be extended at most 6 times, each time by up to 30 days. The stages of a claim are: Active, Paying out, Late, Collection, Non-payment, Loss event and Repaid.',
      ],
    },
    {
      heading: '5. Protection',
      paragraphs: [
        'BG (buyback guarantee): the investor may withdraw from the investment early; after a loss event the provider buys the claim back on day 31.',
        'PG (payment guarantee by insurance): early withdrawal is not possible; after a loss event, recovery (collection) starts within 30 days and the insurance then pays.',
      ],
    },
    {
      heading: '6. Auto-invest',
      paragraphs: [
        'Auto-invest has three forms: high liquidity (BG-protected investments only), high return (PG-protected investments only) and custom, for which the investor sets the parameters. By choosing a strategy the investor authorises the provider to buy matching claims and to reduce the balance accordingly. A strategy invests when a claim is listed and when the investor’s available funds grow, never more than the available funds or the claim’s available amount, and at most once in each claim. When several strategies want the same claim, it is shared in the order in which the strategies were chosen, the oldest first, in rounds of up to 10 euros per strategy, so that no single investor can take a whole claim while others want part of it. A strategy buys at least 10 euros of a claim, except the remainder of a claim of which less than 10 euros is left; the amount per claim of a custom strategy is therefore at least 10 euros. A strategy must be reconfirmed at least every 2 years; a strategy chosen more than 2 years ago is paused until the investor confirms it again, and choosing or confirming a strategy places it last in that order.',
      ],
    },
    {
      heading: '7. Withdrawals',
      paragraphs: [
        'The investor may withdraw the balance at any time. Only funds that are not invested can be withdrawn; BG-protected investments may be terminated to free funds. The payout is made within 2 bank business days (usually 1 to 3 business days until the money reaches the investor’s bank). Withdrawals are possible only from an activated (identified) profile.',
        'Payouts go only to the investor’s own bank account at a bank in the European Union, held in the investor’s name (a business investor’s: the company’s name), which the investor adds or changes in the wallet with a code. The investor is informed of every change by e-mail; withdrawals to a newly added or changed account are possible 24 hours after the change. Every withdrawal, whether or not two-factor authentication is on, is confirmed with a code sent by SMS that names its amount and the account it goes to.',
      ],
    },
    {
      heading: '8. Rights of the provider',
      paragraphs: [
        'The provider may block, restrict or close profiles, deduct amounts owed from the balance and change the order in which purchases are executed. A profile may be blocked after 5 consecutive wrong passwords, and it may be closed after 12 months without a purchase.',
        'The provider may change its fees, or terminate the contract, with 10 days’ notice.',
      ],
    },
    {
      heading: '9. Security',
      paragraphs: [
        'The investor keeps the password secret. Two-factor authentication with a code sent by SMS can be switched on in the account settings; when it is on, purchases, their cancellation and the choice of an auto-invest strategy are also confirmed with such a code (or with the authenticator app). Withdrawals and changes of the payout account need a code in any case.',
      ],
    },
    {
      heading: '10. Communication',
      paragraphs: [
        'Letters sent by post are deemed received 3 days after sending, notices 5 days after sending. E-mail is deemed received within 24 hours, or on the next working day if it was sent after 17.00 or on a non-working day.',
      ],
    },
    {
      heading: '11. Final provisions',
      paragraphs: [
        'These terms exist in Slovene and in English. The Slovene text is shown when the interface language is Slovene, otherwise the English text.',
      ],
    },
  ],
};

const sl: TermsDocument = {
  title: 'Pogoji uporabe',
  lastAmended: `Zadnja sprememba ${LAST_AMENDED}`,
  sections: [
    {
      heading: '1. Področje uporabe',
      paragraphs: [
        'Ti pogoji urejajo uporabo investicijske platforme za fizične osebe in za podjetja (poslovne vlagatelje). Z odprtjem profila jih vlagatelj sprejme. Pogodba začne veljati, ko vlagatelj sprejme te pogoje in ga ponudnik identificira.',
      ],
    },
    {
      heading: '2. Registracija in identifikacija',
      paragraphs: [
        'Fizična oseba mora biti stara najmanj 18 let. Poslovni račun lahko odpre le zakoniti zastopnik podjetja in za identifikacijo štejejo le dokumenti zakonitega zastopnika.',
        'Vlagatelj se registrira z e-poštnim naslovom in geslom ter predloži veljavno kopijo osebnega dokumenta: potnega lista ali obeh strani osebne izkaznice. Ime in podatki se morajo ujemati z dokumentom. Dokler osebni dokument ni preverjen, vlagatelj ne sme kupovati terjatev.',
        'Ponudnik lahko registracijo zavrne brez navedbe razloga in kadar koli zahteva dodatno identifikacijo.',
      ],
    },
    {
      heading: '3. Stanje na profilu',
      paragraphs: [
        'Stanje se vodi v evrih. Vlagatelj ga polni z bančnim nakazilom z lastnega računa pri banki v Evropski uniji ali v Sloveniji, ki se glasi na vlagateljevo ime, z navedbo identifikacijske številke vlagatelja. Po prvem nakazilu so dovoljeni tudi drugi ponudniki plačilnih storitev.',
        'Stanje je predujem za nakup terjatev. Nanj se ne obračunavajo obresti in ni depozit. Stanje je lahko negativno; negativno stanje je dolg, ki ga mora vlagatelj poravnati v 5 dneh od obvestila ponudnika.',
        'Stanje se poveča s prejetimi nakazili in vračili ter zmanjša z izplačili, nakupi in odtegljaji ponudnika.',
      ],
    },
    {
      heading: '4. Nakup terjatev',
      paragraphs: [
        'Platforma ponuja terjatve iz faktoringa računov (F), obratnega faktoringa (RF) in mednarodnega faktoringa (IF). Pri vsaki naložbi sta navedena ocena tveganja (neuspeha) bonitetne hiše in notranja razvrstitev ponudnika.',
        'Terjatev je mogoče kupiti v celoti ali delno; pri delnem nakupu se navede ponujeni znesek. Nakup ne sme presegati razpoložljivega stanja. Nakupi potekajo ročno ali s samodejnim vlaganjem. Pogodba o odstopu terjatve je sklenjena, ko vlagatelj potrdi nakup v profilu in ponudnik usmeri plačilo odstopniku. Ko je vklopljeno dvostopenjsko preverjanje, se nakup, njegov preklic in izbira strategije samodejnega vlaganja potrdijo s kodo, poslano po SMS (ali z vlagateljevo aplikacijo za preverjanje pristnosti, če jo ima).',
        'Dokler terjatev ni v celoti financirana in največ 14 dni po nakupu lahko vlagatelj nakup v profilu prekliče; znesek se vrne na stanje.',
        'Vračilo terjatve se lahko podaljša največ 6-krat, vsakič za največ 30 dni. Stopnje terjatve so: Aktivna, Plačana, Zamuda, Izterjava, Neplačilo, Škodni dogodek in Vračilo.',
      ],
    },
    {
      heading: '5. Zaščita',
      paragraphs: [
        'GO (garancija odkupa): vlagatelj lahko predčasno izstopi iz naložbe; po škodnem dogodku ponudnik terjatev odkupi 31. dan.',
        'ZP (zavarovanje plačila): predčasni izstop ni mogoč; po škodnem dogodku se izterjava začne v 30 dneh, nato plača zavarovalnica.',
      ],
    },
    {
      heading: '6. Samodejno vlaganje',
      paragraphs: [
        'Samodejno vlaganje ima tri oblike: visoka likvidnost (le naložbe z garancijo odkupa), visok donos (le naložbe z zavarovanjem plačila) in po meri, pri kateri parametre določi vlagatelj. Z izbiro strategije vlagatelj pooblasti ponudnika, da kupuje ustrezne terjatve in ustrezno zmanjša stanje. Strategija vlaga, ko je terjatev objavljena in ko se vlagatelju povečajo razpoložljiva sredstva, nikoli več od razpoložljivih sredstev ali razpoložljivega zneska terjatve in v vsako terjatev največ enkrat. Kadar isto terjatev želi več strategij, se razdeli po vrstnem redu, v katerem so bile strategije izbrane, najprej najstarejša, v krogih do 10 evrov na strategijo, tako da noben posamezen vlagatelj ne more kupiti cele terjatve, dokler drugi želijo njen del. Strategija kupi vsaj 10 evrov terjatve, razen ostanka terjatve, od katere je ostalo manj kot 10 evrov; znesek na terjatev pri strategiji po meri je zato vsaj 10 evrov. Strategijo je treba potrditi vsaj vsaki 2 leti; strategija, izbrana pred več kot 2 letoma, miruje, dokler je vlagatelj ponovno ne potrdi, z izbiro ali potrditvijo pa se strategija uvrsti na konec tega vrstnega reda.',
      ],
    },
    {
      heading: '7. Izplačila',
      paragraphs: [
        'Vlagatelj lahko stanje kadar koli dvigne. Izplačati je mogoče le sredstva, ki niso vložena; naložbe z garancijo odkupa je mogoče prekiniti in tako sprostiti sredstva. Izplačilo se izvede v 2 bančnih delovnih dneh (običajno denar prispe na vlagateljevo banko v 1 do 3 delovnih dneh). Izplačila so mogoča le iz aktiviranega (identificiranega) profila.',
        'Izplačila gredo le na vlagateljev lastni bančni račun pri banki v Evropski uniji, ki se glasi na vlagateljevo ime (pri poslovnem vlagatelju na ime podjetja) in ki ga vlagatelj doda ali spremeni v denarnici s kodo. O vsaki spremembi je vlagatelj obveščen po e-pošti; dvigi na na novo dodan ali spremenjen račun so mogoči 24 ur po spremembi. Vsak dvig, ne glede na to, ali je vklopljeno dvostopenjsko preverjanje, se potrdi s kodo, poslano po SMS, ki navaja znesek in račun, na katerega gre.',
      ],
    },
    {
      heading: '8. Pravice ponudnika',
      paragraphs: [
        'Ponudnik lahko profile blokira, omeji ali zapre, dolgovane zneske odtegne od stanja in spremeni vrstni red izvajanja nakupov. Profil je lahko blokiran po 5 zaporednih napačnih geslih in zaprt po 12 mesecih brez nakupa.',
        'Ponudnik lahko spremeni nadomestila ali odpove pogodbo z 10-dnevnim odpovednim rokom.',
      ],
    },
    {
      heading: '9. Varnost',
      paragraphs: [
        'Vlagatelj geslo varuje kot skrivnost. V nastavitvah računa lahko vklopi dvostopenjsko preverjanje s kodo, poslano po SMS; ko je vklopljeno, se s tako kodo (ali z aplikacijo za preverjanje pristnosti) potrjujejo tudi nakupi, njihov preklic in izbira strategije samodejnega vlaganja. Dvigi in spremembe računa za izplačila kodo potrebujejo v vsakem primeru.',
      ],
    },
    {
      heading: '10. Sporočanje',
      paragraphs: [
        'Pošta velja za prejeto 3 dni po odpošiljanju, obvestila 5 dni po odpošiljanju. E-pošta velja za prejeto v 24 urah oziroma naslednji delovni dan, če je bila poslana po 17.00 ali na dela prost dan.',
      ],
    },
    {
      heading: '11. Končne določbe',
      paragraphs: [
        'Ti pogoji obstajajo v slovenskem in angleškem jeziku. Ko je jezik vmesnika slovenščina, je prikazano slovensko besedilo, sicer angleško.',
      ],
    },
  ],
};

/** The Slovene text when the language is Slovene, otherwise the English text (SPEC §1). */
export function termsFor(language: string): TermsDocument {
  return language.toLowerCase().startsWith('sl') ? sl : en;
}
