/** Texts of the sign-in's e-mails (a password reset link, a profile blocked) in the two product languages. */
import type { Language } from '../../platform/messages.ts';

export function passwordResetEmail(language: Language, firstName: string, link: string) {
  if (language === 'SL') {
    return {
      subject: 'Ponastavitev gesla za Invest',
      body: [
        `Pozdravljeni, ${firstName}!`,
        '',
        'Prejeli smo zahtevo za ponastavitev gesla vašega računa Invest. Novo geslo lahko v eni uri nastavite na tej povezavi:',
        '',
        link,
        '',
        'Povezava deluje samo enkrat. Če zahteve niste poslali vi, sporočilo prezrite; vaše geslo ostane nespremenjeno.',
        '',
        'Ekipa Invest',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your Invest password',
    body: [
      `Hello ${firstName},`,
      '',
      'We received a request to reset the password of your Invest account. Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail; your password stays unchanged.',
      '',
      'The Invest team',
    ].join('\n'),
  };
}

/** Sent the moment a profile is blocked after `attempts` wrong passwords; the link unblocks it. */
export function profileBlockedEmail(language: Language, firstName: string, link: string, attempts: number) {
  if (language === 'SL') {
    return {
      subject: 'Vaš profil Invest je blokiran',
      body: [
        `Pozdravljeni, ${firstName}!`,
        '',
        `Za vaš račun Invest je bilo ${attempts}-krat zapored vneseno napačno geslo, zato smo profil zaradi varnosti blokirali.`,
        '',
        'Profil odblokirate tako, da v eni uri na tej povezavi nastavite novo geslo:',
        '',
        link,
        '',
        'Povezava deluje samo enkrat. Če je potekla, novo zahtevajte na strani za prijavo (Ste pozabili geslo?). Če teh poskusov niste izvedli vi, izberite geslo, ki ga ne uporabljate nikjer drugje.',
        '',
        'Ekipa Invest',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your Invest profile was blocked',
    body: [
      `Hello ${firstName},`,
      '',
      `A wrong password was entered for your Invest account ${attempts} times in a row, so we blocked your profile to protect it.`,
      '',
      'To unblock it, open this link within one hour and choose a new password:',
      '',
      link,
      '',
      'The link works once. If it has expired, ask for a new one on the login page (Forgot your password?). If these attempts were not yours, choose a password you use nowhere else.',
      '',
      'The Invest team',
    ].join('\n'),
  };
}
