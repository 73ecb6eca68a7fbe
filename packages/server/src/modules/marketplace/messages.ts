/** E-mails about the end of an investment (src/modules/marketplace/lifecycle.ts), in the two product languages. */
import { formatEuros, personalEmail, type Language } from '../../platform/messages.ts';

export interface EndedInvestment {
  receivableNumber: string;
  outcome: 'REPAID' | 'BOUGHT_BACK' | 'INSURED';
  principalCents: bigint;
  interestCents: bigint;
  taxCents: bigint;
}

const OUTCOME_EN: Record<EndedInvestment['outcome'], string> = {
  REPAID: 'was repaid',
  BOUGHT_BACK: 'was bought back by the provider (buyback guarantee)',
  INSURED: 'was paid by the insurer (payment guarantee)',
};
const OUTCOME_SL: Record<EndedInvestment['outcome'], string> = {
  REPAID: 'je poplačana',
  BOUGHT_BACK: 'jo je odkupil ponudnik (garancija odkupa)',
  INSURED: 'jo je poplačala zavarovalnica (zavarovanje plačila)',
};

/** Sent (with update e-mails on) when a holding is paid: principal, interest, tax and what was credited. */
export function investmentEndedEmail(language: Language, firstName: string, ended: EndedInvestment) {
  const euros = (cents: bigint) => formatEuros(language, cents);
  const credited = ended.principalCents + ended.interestCents - ended.taxCents;
  const taxed = ended.taxCents > 0n;
  return personalEmail(language, firstName, {
    EN: {
      subject: `Your investment in receivable ${ended.receivableNumber} has ended`,
      paragraphs: [
        `Your investment in receivable ${ended.receivableNumber} ${OUTCOME_EN[ended.outcome]}.`,
        [
          `Principal: ${euros(ended.principalCents)}`,
          `Interest: ${euros(ended.interestCents)}`,
          ...(taxed ? [`Tax withheld: ${euros(ended.taxCents)}`] : []),
          `Credited to your account: ${euros(credited)}`,
        ],
        'You can see the details in your account summary.',
      ],
    },
    SL: {
      subject: `Naložba v terjatev ${ended.receivableNumber} je zaključena`,
      paragraphs: [
        `Vaša naložba v terjatev ${ended.receivableNumber} ${OUTCOME_SL[ended.outcome]}.`,
        [
          `Glavnica: ${euros(ended.principalCents)}`,
          `Obresti: ${euros(ended.interestCents)}`,
          ...(taxed ? [`Odtegnjeni davek: ${euros(ended.taxCents)}`] : []),
          `Pripisano na vaš račun: ${euros(credited)}`,
        ],
        'Podrobnosti so v pregledu računa.',
      ],
    },
  });
}

/** Sent to every holder when collection of an unprotected receivable failed and the principal is lost. */
export function investmentWrittenOffEmail(
  language: Language,
  firstName: string,
  receivableNumber: string,
  principalCents: bigint,
) {
  const amount = formatEuros(language, principalCents);
  return personalEmail(language, firstName, {
    EN: {
      subject: `Receivable ${receivableNumber} was not repaid`,
      paragraphs: [
        `Collection of receivable ${receivableNumber} failed. The receivable had no guarantee, so your principal of ${amount} has been written off (non-payment).`,
        'If you have questions, write to us.',
      ],
    },
    SL: {
      subject: `Terjatev ${receivableNumber} ni bila poplačana`,
      paragraphs: [
        `Izterjava terjatve ${receivableNumber} je bila neuspešna. Terjatev ni imela jamstva, zato smo vašo glavnico v znesku ${amount} odpisali (neplačilo).`,
        'Če imate vprašanja, nam pišite.',
      ],
    },
  });
}

/** With two-factor on, the code of a purchase names it: amount and receivable. */
export function purchaseCodeSms(
  language: Language,
  code: string,
  amountCents: bigint,
  receivableNumber: string,
  validMinutes: number,
): string {
  const amount = formatEuros(language, amountCents);
  if (language === 'SL') {
    return `Invest: koda ${code} potrjuje nakup ${amount} terjatve ${receivableNumber}. Velja ${validMinutes} minut. Kode ne posredujte nikomur.`;
  }
  return `Invest: code ${code} confirms buying ${amount} of receivable ${receivableNumber}. Valid for ${validMinutes} minutes. Never share it.`;
}

/** With two-factor on, the code of a cancellation names it: the investment's amount and receivable. */
export function cancellationCodeSms(
  language: Language,
  code: string,
  amountCents: bigint,
  receivableNumber: string,
  validMinutes: number,
): string {
  const amount = formatEuros(language, amountCents);
  if (language === 'SL') {
    return `Invest: koda ${code} potrjuje preklic naložbe ${amount} v terjatev ${receivableNumber}. Velja ${validMinutes} minut. Kode ne posredujte nikomur.`;
  }
  return `Invest: code ${code} confirms cancelling your investment of ${amount} in receivable ${receivableNumber}. Valid for ${validMinutes} minutes. Never share it.`;
}
