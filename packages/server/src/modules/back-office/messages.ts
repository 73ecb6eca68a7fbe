/**
 * E-mails of the operator's measures on a profile and of deductions (src/modules/back-office/back-office.ts), in the two
 * product languages. Each names the operator's reason: the investor is told why (terms §8).
 */
import { formatEuros, personalEmail, type Language } from '../../platform/messages.ts';

export type ProfileMeasure =
  | { kind: 'blocked' }
  | { kind: 'unblocked' }
  | { kind: 'restricted'; buying: boolean; withdrawing: boolean }
  | { kind: 'closed' };

/** A calendar date (YYYY-MM-DD) as the language writes it in a letter. */
function longDate(language: Language, date: string): string {
  return new Intl.DateTimeFormat(language === 'SL' ? 'sl-SI' : 'en-IE', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function measureText(language: Language, measure: ProfileMeasure): { subject: string; what: string } {
  const sl = language === 'SL';
  switch (measure.kind) {
    case 'blocked':
      return sl
        ? {
            subject: 'Vaš profil je blokiran',
            what: 'Vaš profil smo blokirali, zato se vanj ne morete prijaviti.',
          }
        : {
            subject: 'Your profile is blocked',
            what: 'We have blocked your profile: you cannot sign in to it.',
          };
    case 'unblocked':
      return sl
        ? {
            subject: 'Vaš profil ni več blokiran',
            what: 'Blokado vašega profila smo odpravili; znova se lahko prijavite.',
          }
        : {
            subject: 'Your profile is no longer blocked',
            what: 'We have lifted the block of your profile: you can sign in again.',
          };
    case 'closed':
      return sl
        ? {
            subject: 'Vaš profil je zaprt',
            what: 'Vaš profil smo zaprli in osebne podatke odstranili iz njega.',
          }
        : {
            subject: 'Your profile is closed',
            what: 'We have closed your profile and removed your personal data from it.',
          };
    case 'restricted': {
      const { buying, withdrawing } = measure;
      if (!buying && !withdrawing)
        return sl
          ? {
              subject: 'Omejitve vašega profila so odpravljene',
              what: 'Omejitve vašega profila smo odpravili; znova lahko kupujete in dvigujete sredstva.',
            }
          : {
              subject: 'Your profile is no longer restricted',
              what: 'We have lifted the restrictions of your profile: you can buy and withdraw again.',
            };
      const blocked = sl
        ? [buying ? 'nakupi terjatev' : null, withdrawing ? 'dvigi sredstev' : null]
            .filter(Boolean)
            .join(' in ')
        : [buying ? 'purchases of claims' : null, withdrawing ? 'withdrawals' : null]
            .filter(Boolean)
            .join(' and ');
      return sl
        ? {
            subject: 'Vaš profil je omejen',
            what: `Vaš profil smo omejili: ${blocked} zaenkrat niso mogoči.`,
          }
        : {
            subject: 'Your profile is restricted',
            what: `We have restricted your profile: ${blocked} are not possible for now.`,
          };
    }
  }
}

/** The operator blocked, unblocked, restricted or closed the profile, and why. */
export function profileMeasureEmail(
  language: Language,
  firstName: string,
  measure: ProfileMeasure,
  reason: string,
) {
  const { subject, what } = measureText(language, measure);
  return personalEmail(language, firstName, {
    EN: { subject, paragraphs: [what, 'The reason:', reason] },
    SL: { subject, paragraphs: [what, 'Razlog:', reason] },
  });
}

/**
 * A deduction was booked from the balance; when it left the balance negative, the notice that the
 * debt is to be settled by `dueOn` (5 days after this notice, terms §3).
 */
export function deductionEmail(
  language: Language,
  firstName: string,
  amountCents: bigint,
  reason: string,
  balanceAfterCents: bigint,
  dueOn: string | null,
) {
  const amount = formatEuros(language, amountCents);
  const balance = formatEuros(language, balanceAfterCents);
  const due = dueOn && longDate(language, dueOn);
  return personalEmail(language, firstName, {
    EN: {
      subject: due ? 'Deduction from your balance: your balance is negative' : 'Deduction from your balance',
      paragraphs: [
        `We have deducted ${amount} from the balance of your profile. The reason:`,
        reason,
        `Your balance after the deduction: ${balance}.`,
        due
          ? `A negative balance is a debt which you must settle within 5 days of this notice, by ${due} at the latest, by a transfer to the platform's account quoting your reference.`
          : null,
      ],
    },
    SL: {
      subject: due ? 'Odbitek s stanja: stanje je negativno' : 'Odbitek s stanja',
      paragraphs: [
        `S stanja na vašem profilu smo odšteli ${amount}. Razlog:`,
        reason,
        `Stanje po odbitku: ${balance}.`,
        due
          ? `Negativno stanje je dolg, ki ga morate poravnati v 5 dneh od tega obvestila, najpozneje do ${due}, z nakazilom na račun platforme s svojim sklicem.`
          : null,
      ],
    },
  });
}

/**
 * SPEC §1 and §9: no purchase for 12 months, so the provider may close the profile; the notice names
 * the first day it may (10 days on) and what keeps it open or gets the money out.
 */
export function inactivityNoticeEmail(
  language: Language,
  firstName: string,
  { lastPurchaseOn, closesOn }: { lastPurchaseOn: string | null; closesOn: string },
) {
  const closes = longDate(language, closesOn);
  const last = lastPurchaseOn && longDate(language, lastPurchaseOn);
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Your profile may be closed: no purchase for 12 months',
      paragraphs: [
        last
          ? `Your last purchase of a claim was on ${last}, more than 12 months ago.`
          : 'You have not bought a claim in the more than 12 months since you registered.',
        `Under the terms, we may close a profile after 12 months without a purchase. We may close yours from ${closes}.`,
        'To keep your profile, buy a claim before then. If you would rather leave, withdraw your balance to your payout account.',
      ],
    },
    SL: {
      subject: 'Vaš profil bomo morda zaprli: 12 mesecev brez nakupa',
      paragraphs: [
        last
          ? `Zadnjič ste terjatev kupili ${last}, pred več kot 12 meseci.`
          : 'V več kot 12 mesecih od registracije niste kupili nobene terjatve.',
        `Po pogojih lahko profil zapremo po 12 mesecih brez nakupa. Vašega lahko zapremo od ${closes}.`,
        'Če želite profil obdržati, pred tem kupite terjatev. Če želite oditi, dvignite stanje na svoj račun za izplačila.',
      ],
    },
  });
}
