/** Texts of e-mails and SMS in the two product languages (EN is the fallback). */
import { centsToDecimal } from '../modules/ledger/ledger.ts';

export type Language = 'EN' | 'SL';

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

/** An amount of cents as the language writes euros (`1.250,00 €`, `€1,250.00`), exactly (no float). */
export function formatEuros(language: Language, cents: bigint): string {
  const decimal = centsToDecimal(cents);
  const format = new Intl.NumberFormat(language === 'SL' ? 'sl-SI' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
  });
  // A decimal string is formatted exactly (Intl.NumberFormat v3); its type is not in lib ES2023 yet.
  return format.format(decimal as unknown as number);
}

/** Sent when a bank transfer has been credited to the investor's account (statement import or suspense). */
export function depositReceivedEmail(language: Language, firstName: string, amountCents: bigint) {
  const amount = formatEuros(language, amountCents);
  if (language === 'SL') {
    return {
      subject: 'Vaše nakazilo je prispelo',
      body: [
        `Pozdravljeni, ${firstName}!`,
        '',
        `Prejeli smo vaše bančno nakazilo v znesku ${amount} in ga pripisali vašemu računu Invest. Sredstva so vam na voljo za naložbe.`,
        '',
        'Nakazila in stanje si lahko ogledate v denarnici.',
        '',
        'Ekipa Invest',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your deposit has arrived',
    body: [
      `Hello ${firstName},`,
      '',
      `We received your bank transfer of ${amount} and credited it to your Invest account. The money is available for investing now.`,
      '',
      'You can see your deposits and balance in your wallet.',
      '',
      'The Invest team',
    ].join('\n'),
  };
}

/**
 * An IBAN as an SMS or e-mail may show it: country, check digits and the last four characters
 * (`SI56 **** 3438`), enough to recognise one's own account, not to copy it.
 */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
}

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
  if (language === 'SL') {
    return {
      subject: 'Prejeli smo vašo zahtevo za dvig',
      body: [
        `Pozdravljeni, ${firstName}!`,
        '',
        `Prejeli smo vašo zahtevo za dvig ${amount} na račun ${maskIban(iban)}. Znesek smo rezervirali; izplačilo običajno prispe v 1 do 3 delovnih dneh.`,
        '',
        'Če zahteve niste poslali vi, nam takoj pišite.',
        '',
        'Ekipa Invest',
      ].join('\n'),
    };
  }
  return {
    subject: 'We received your withdrawal request',
    body: [
      `Hello ${firstName},`,
      '',
      `We received your request to withdraw ${amount} to account ${maskIban(iban)}. The amount is reserved; the payout usually arrives within 1 to 3 business days.`,
      '',
      'If you did not ask for this, contact us at once.',
      '',
      'The Invest team',
    ].join('\n'),
  };
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
  if (language === 'SL') {
    return outcome === 'PROCESSED'
      ? {
          subject: 'Vaš dvig je izplačan',
          body: [
            `Pozdravljeni, ${firstName}!`,
            '',
            `Dvig ${amount} smo nakazali na račun ${account}.`,
            '',
            'Ekipa Invest',
          ].join('\n'),
        }
      : {
          subject: 'Vašega dviga ni bilo mogoče izplačati',
          body: [
            `Pozdravljeni, ${firstName}!`,
            '',
            `Banka je zavrnila nakazilo ${amount} na račun ${account}. Znesek smo vrnili na vaš račun Invest. Preverite podatke bančnega računa ali nam pišite.`,
            '',
            'Ekipa Invest',
          ].join('\n'),
        };
  }
  return outcome === 'PROCESSED'
    ? {
        subject: 'Your withdrawal has been paid out',
        body: [
          `Hello ${firstName},`,
          '',
          `We transferred your withdrawal of ${amount} to account ${account}.`,
          '',
          'The Invest team',
        ].join('\n'),
      }
    : {
        subject: 'Your withdrawal could not be paid out',
        body: [
          `Hello ${firstName},`,
          '',
          `The bank rejected the transfer of ${amount} to account ${account}. The amount is back in your Invest account. Check your bank account details or contact us.`,
          '',
          'The Invest team',
        ].join('\n'),
      };
}

/** What an account code confirms; its SMS says so, as the withdrawal code names amount and account. */
export type AccountCodeAction =
  | 'two-factor-on'
  | 'two-factor-off'
  | 'delete-account'
  | 'change-password'
  | 'authenticator-add'
  | 'authenticator-remove';

/** The step-up code of an account action (two-factor, closing the account, a new password). */
export function accountCodeSms(
  language: Language,
  code: string,
  action: AccountCodeAction,
  validMinutes: number,
): string {
  if (language === 'SL') {
    const what = {
      'two-factor-on': 'vklopi dvostopenjsko preverjanje pristnosti',
      'two-factor-off': 'izklopi dvostopenjsko preverjanje pristnosti',
      'delete-account': 'zapre vaš račun Invest',
      'change-password': 'potrdi vaše novo geslo',
      'authenticator-add': 'doda aplikacijo za preverjanje pristnosti',
      'authenticator-remove': 'odstrani aplikacijo za preverjanje pristnosti',
    }[action];
    return `Invest: koda ${code} ${what}. Velja ${validMinutes} minut. Kode ne posredujte nikomur.`;
  }
  const what = {
    'two-factor-on': 'switches two-factor authentication on',
    'two-factor-off': 'switches two-factor authentication off',
    'delete-account': 'closes your Invest account',
    'change-password': 'confirms your new password',
    'authenticator-add': 'adds an authenticator app',
    'authenticator-remove': 'removes your authenticator app',
  }[action];
  return `Invest: code ${code} ${what}. Valid for ${validMinutes} minutes. Never share it.`;
}

/** Sent after a signed-in password change: the owner learns of it even if it was not them. */
export function passwordChangedEmail(language: Language, firstName: string) {
  if (language === 'SL') {
    return {
      subject: 'Geslo za Invest je spremenjeno',
      body: [
        `Pozdravljeni, ${firstName}!`,
        '',
        'Geslo vašega računa Invest je bilo pravkar spremenjeno, vse druge prijave pa smo odjavili.',
        '',
        'Če gesla niste spremenili vi, ga takoj ponastavite na strani za prijavo (Ste pozabili geslo?) in nam pišite.',
        '',
        'Ekipa Invest',
      ].join('\n'),
    };
  }
  return {
    subject: 'Your Invest password was changed',
    body: [
      `Hello ${firstName},`,
      '',
      'The password of your Invest account has just been changed, and every other session was logged out.',
      '',
      'If this was not you, reset your password at once on the login page (Forgot your password?) and contact us.',
      '',
      'The Invest team',
    ].join('\n'),
  };
}

/** Sent when two-factor authentication is switched on or off. */
export function twoFactorChangedEmail(language: Language, firstName: string, enabled: boolean) {
  if (language === 'SL') {
    return {
      subject: enabled
        ? 'Dvostopenjsko preverjanje pristnosti je vklopljeno'
        : 'Dvostopenjsko preverjanje pristnosti je izklopljeno',
      body: [
        `Pozdravljeni, ${firstName}!`,
        '',
        enabled
          ? 'Za vaš račun Invest ste vklopili dvostopenjsko preverjanje pristnosti: dvige boste potrjevali s kodo, ki vam jo pošljemo po SMS.'
          : 'Za vaš račun Invest ste izklopili dvostopenjsko preverjanje pristnosti: dvigi ne potrebujejo več kode iz SMS.',
        '',
        'Če tega niste storili vi, takoj spremenite geslo in nam pišite.',
        '',
        'Ekipa Invest',
      ].join('\n'),
    };
  }
  return {
    subject: enabled ? 'Two-factor authentication is on' : 'Two-factor authentication is off',
    body: [
      `Hello ${firstName},`,
      '',
      enabled
        ? 'You switched on two-factor authentication for your Invest account: withdrawals now need the code we send by SMS.'
        : 'You switched off two-factor authentication for your Invest account: withdrawals no longer need a code by SMS.',
      '',
      'If this was not you, change your password at once and contact us.',
      '',
      'The Invest team',
    ].join('\n'),
  };
}

/** Sent when an authenticator app is added to the account or removed from it. */
export function authenticatorChangedEmail(language: Language, firstName: string, added: boolean) {
  if (language === 'SL') {
    return {
      subject: added
        ? 'Aplikacija za preverjanje pristnosti je dodana'
        : 'Aplikacija za preverjanje pristnosti je odstranjena',
      body: [
        `Pozdravljeni, ${firstName}!`,
        '',
        added
          ? 'Vašemu računu Invest ste dodali aplikacijo za preverjanje pristnosti: z njeno kodo lahko zdaj potrjujete spremembe računa namesto s kodo iz SMS.'
          : 'Z vašega računa Invest ste odstranili aplikacijo za preverjanje pristnosti in njene obnovitvene kode.',
        '',
        'Če tega niste storili vi, takoj spremenite geslo in nam pišite.',
        '',
        'Ekipa Invest',
      ].join('\n'),
    };
  }
  return {
    subject: added ? 'An authenticator app was added' : 'Your authenticator app was removed',
    body: [
      `Hello ${firstName},`,
      '',
      added
        ? 'You added an authenticator app to your Invest account: its codes can now confirm changes to your account instead of a code by SMS.'
        : 'You removed the authenticator app and its recovery codes from your Invest account.',
      '',
      'If this was not you, change your password at once and contact us.',
      '',
      'The Invest team',
    ].join('\n'),
  };
}
