/** Texts of the deposits' e-mails in the two product languages. */
import { type Language, formatEuros, personalEmail } from '../../platform/messages.ts';

/** Sent when a bank transfer has been credited to the investor's account (statement import or suspense). */
export function depositReceivedEmail(language: Language, firstName: string, amountCents: bigint) {
  const amount = formatEuros(language, amountCents);
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Your deposit has arrived',
      paragraphs: [
        `We received your bank transfer of ${amount} and credited it to your Invest account. The money is available for investing now.`,
        'You can see your deposits and balance in your wallet.',
      ],
    },
    SL: {
      subject: 'Vaše nakazilo je prispelo',
      paragraphs: [
        `Prejeli smo vaše bančno nakazilo v znesku ${amount} in ga pripisali vašemu računu Invest. Sredstva so vam na voljo za naložbe.`,
        'Nakazila in stanje si lahko ogledate v denarnici.',
      ],
    },
  });
}
