/** Texts of the sign-in's e-mails (a password reset link, a profile blocked) in the two product languages. */
import { personalEmail, type Language } from '../../platform/messages.ts';

export function passwordResetEmail(language: Language, firstName: string, link: string) {
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Reset your Invest password',
      paragraphs: [
        'We received a request to reset the password of your Invest account. Open this link within one hour to choose a new password:',
        link,
        'The link works once. If you did not ask for it, ignore this e-mail; your password stays unchanged.',
      ],
    },
    SL: {
      subject: 'Ponastavitev gesla za Invest',
      paragraphs: [
        'Prejeli smo zahtevo za ponastavitev gesla vašega računa Invest. Novo geslo lahko v eni uri nastavite na tej povezavi:',
        link,
        'Povezava deluje samo enkrat. Če zahteve niste poslali vi, sporočilo prezrite; vaše geslo ostane nespremenjeno.',
      ],
    },
  });
}

/** Sent the moment a profile is blocked after `attempts` wrong passwords; the link unblocks it. */
export function profileBlockedEmail(language: Language, firstName: string, link: string, attempts: number) {
  return personalEmail(language, firstName, {
    EN: {
      subject: 'Your Invest profile was blocked',
      paragraphs: [
        `A wrong password was entered for your Invest account ${attempts} times in a row, so we blocked your profile to protect it.`,
        'To unblock it, open this link within one hour and choose a new password:',
        link,
        'The link works once. If it has expired, ask for a new one on the login page (Forgot your password?). If these attempts were not yours, choose a password you use nowhere else.',
      ],
    },
    SL: {
      subject: 'Vaš profil Invest je blokiran',
      paragraphs: [
        `Za vaš račun Invest je bilo ${attempts}-krat zapored vneseno napačno geslo, zato smo profil zaradi varnosti blokirali.`,
        'Profil odblokirate tako, da v eni uri na tej povezavi nastavite novo geslo:',
        link,
        'Povezava deluje samo enkrat. Če je potekla, novo zahtevajte na strani za prijavo (Ste pozabili geslo?). Če teh poskusov niste izvedli vi, izberite geslo, ki ga ne uporabljate nikjer drugje.',
      ],
    },
  });
}
