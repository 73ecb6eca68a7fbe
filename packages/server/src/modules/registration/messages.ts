/** Texts of the registration SMS and e-mail in the two product languages (EN is the fallback). */
import { personalEmail, type Language } from '../../platform/messages.ts';

export function phoneCodeSms(language: Language, code: string, validMinutes: number): string {
  if (language === 'SL') {
    return `Vaša potrditvena koda za Invest je ${code}. Velja ${validMinutes} minut. Kode ne posredujte nikomur.`;
  }
  return `Your Invest confirmation code is ${code}. It is valid for ${validMinutes} minutes. Never share it with anyone.`;
}

export function emailConfirmationEmail(language: Language, firstName: string, link: string) {
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Confirm your e-mail address for Invest',
      paragraphs: [
        'Thank you for opening an Invest account. Confirm your e-mail address within 24 hours with this link:',
        link,
        'Once we have verified your identity you can start investing. If you did not open an account, ignore this e-mail.',
      ],
    },
    SL: {
      subject: 'Potrdite svoj e-naslov za Invest',
      paragraphs: [
        'Hvala za odprtje računa Invest. Svoj e-naslov potrdite v 24 urah na tej povezavi:',
        link,
        'Ko potrdimo še vašo istovetnost, lahko začnete vlagati. Če računa niste odprli vi, sporočilo prezrite.',
      ],
    },
  });
}
