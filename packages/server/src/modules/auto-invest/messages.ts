/** The e-mail asking an investor to confirm their auto-invest strategy again (src/modules/auto-invest/auto-invest.ts). */
import { personalEmail, type Language } from '../../platform/messages.ts';

/** Sent once when a strategy's confirmation is 2 years old: it is paused until confirmed again. */
export function autoInvestReconfirmEmail(language: Language, firstName: string) {
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Please confirm your auto-invest strategy again',
      paragraphs: [
        'You confirmed your auto-invest strategy two years ago. The terms of use ask for a confirmation at least every 2 years, so auto-invest is paused.',
        'Sign in, choose your strategy on the Investments page and confirm it. Auto-invest then resumes.',
      ],
    },
    SL: {
      subject: 'Ponovno potrdite svojo strategijo samodejnega vlaganja',
      paragraphs: [
        'Vašo strategijo samodejnega vlaganja ste potrdili pred dvema letoma. Po pogojih uporabe jo je treba potrditi vsaj vsaki 2 leti, zato smo samodejno vlaganje ustavili.',
        'Prijavite se, na strani Naložbe izberite svojo strategijo in jo potrdite. Samodejno vlaganje se bo nato nadaljevalo.',
      ],
    },
  });
}

const STRATEGY_NAMES: Record<Language, Record<'SHORT_TERM' | 'LONG_TERM' | 'CUSTOM', string>> = {
  EN: { SHORT_TERM: 'high liquidity', LONG_TERM: 'high return', CUSTOM: 'custom' },
  SL: { SHORT_TERM: 'visoka likvidnost', LONG_TERM: 'visok donos', CUSTOM: 'po meri' },
};

/** With two-factor on, the code that confirms choosing a strategy names it. */
export function strategyCodeSms(
  language: Language,
  code: string,
  type: 'SHORT_TERM' | 'LONG_TERM' | 'CUSTOM',
  validMinutes: number,
): string {
  const name = STRATEGY_NAMES[language][type];
  if (language === 'SL') {
    return `Invest: koda ${code} potrjuje samodejno vlaganje po strategiji »${name}«. Velja ${validMinutes} minut. Kode ne posredujte nikomur.`;
  }
  return `Invest: code ${code} confirms auto-invest with the ${name} strategy. Valid for ${validMinutes} minutes. Never share it.`;
}
