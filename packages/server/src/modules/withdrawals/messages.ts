/** Texts of the withdrawals' SMS and e-mails in the two product languages. */
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import { type Language, formatEuros, maskIban, personalEmail } from '../../platform/messages.ts';

/** The withdrawal code: it names what it confirms, amount and account (dynamic linking, PSD2). */
export function withdrawalCodeSms(
  language: Language,
  code: string,
  amountCents: bigint,
  iban: string,
  validMinutes: number,
): string {
  const amount = formatEuros(language, amountCents);
  if (language === 'SL') {
    return `Invest: koda ${code} potrjuje dvig ${amount} na račun ${maskIban(iban)}. Velja ${validMinutes} minut. Kode ne posredujte nikomur.`;
  }
  return `Invest: code ${code} confirms a withdrawal of ${amount} to account ${maskIban(iban)}. Valid for ${validMinutes} minutes. Never share it.`;
}

/** Sent when a withdrawal is accepted (PENDING): the amount is reserved and will be paid out. */
export function withdrawalRequestedEmail(
  language: Language,
  firstName: string,
  amountCents: bigint,
  iban: string,
) {
  const amount = formatEuros(language, amountCents);
  return personalEmail(language, firstName, {
    EN: {
      subject: 'We received your withdrawal request',
      paragraphs: [
        `We received your request to withdraw ${amount} to account ${maskIban(iban)}. The amount is reserved; the payout usually arrives within 1 to 3 business days.`,
        'If you did not ask for this, contact us at once.',
      ],
    },
    SL: {
      subject: 'Prejeli smo vašo zahtevo za dvig',
      paragraphs: [
        `Prejeli smo vašo zahtevo za dvig ${amount} na račun ${maskIban(iban)}. Znesek smo rezervirali; izplačilo običajno prispe v 1 do 3 delovnih dneh.`,
        'Če zahteve niste poslali vi, nam takoj pišite.',
      ],
    },
  });
}

/** Sent when the bank executed the payout (PROCESSED) or rejected it and the money returned (DECLINED). */
export function withdrawalSettledEmail(
  language: Language,
  firstName: string,
  amountCents: bigint,
  iban: string,
  outcome: 'PROCESSED' | 'DECLINED',
) {
  const amount = formatEuros(language, amountCents);
  const account = maskIban(iban);
  const processed = outcome === 'PROCESSED';
  return personalEmail(language, firstName, {
    EN: processed
      ? {
          subject: 'Your withdrawal has been paid out',
          paragraphs: [`We transferred your withdrawal of ${amount} to account ${account}.`],
        }
      : {
          subject: 'Your withdrawal could not be paid out',
          paragraphs: [
            `The bank rejected the transfer of ${amount} to account ${account}. The amount is back in your Invest account. Check your bank account details or contact us.`,
          ],
        },
    SL: processed
      ? {
          subject: 'Vaš dvig je izplačan',
          paragraphs: [`Dvig ${amount} smo nakazali na račun ${account}.`],
        }
      : {
          subject: 'Vašega dviga ni bilo mogoče izplačati',
          paragraphs: [
            `Banka je zavrnila nakazilo ${amount} na račun ${account}. Znesek smo vrnili na vaš račun Invest. Preverite podatke bančnega računa ali nam pišite.`,
          ],
        },
  });
}

/** The code that confirms a new payout account names the account (masked), as a withdrawal code does. */
export function payoutAccountCodeSms(
  language: Language,
  code: string,
  iban: string,
  validMinutes: number,
): string {
  if (language === 'SL') {
    return `Invest: koda ${code} potrjuje nov račun za izplačila ${maskIban(iban)}. Velja ${validMinutes} minut. Kode ne posredujte nikomur.`;
  }
  return `Invest: code ${code} confirms ${maskIban(iban)} as your new payout account. Valid for ${validMinutes} minutes. Never share it.`;
}

/**
 * Sent when the payout account was added or changed: the owner learns of it even if it was not them,
 * while the cooling-off still stops any payout to it.
 */
export function payoutAccountChangedEmail(
  language: Language,
  firstName: string,
  iban: string,
  withdrawalsFrom: Date,
) {
  const account = maskIban(iban);
  const from = new Intl.DateTimeFormat(language === 'SL' ? 'sl-SI' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(withdrawalsFrom);
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Your payout account was changed',
      paragraphs: [
        `Withdrawals from your Invest account now go to account ${account}. For your safety, the first withdrawal to it is possible from ${from} (Ljubljana time).`,
        'If this was not you, contact us at once and change your password: until then, nothing can be paid out to this account.',
      ],
    },
    SL: {
      subject: 'Račun za izplačila je spremenjen',
      paragraphs: [
        `Dvigi z vašega računa Invest zdaj gredo na račun ${account}. Zaradi vaše varnosti je prvi dvig nanj mogoč od ${from} (po ljubljanskem času).`,
        'Če spremembe niste naredili vi, nam takoj pišite in spremenite geslo: do takrat na ta račun ne moremo izplačati ničesar.',
      ],
    },
  });
}
