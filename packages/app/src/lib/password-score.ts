import { useEffect, useMemo, useState } from 'react';
import type { ZXCVBNResult } from 'zxcvbn';

type Zxcvbn = (password: string, userInputs?: string[]) => ZXCVBNResult;

let loading: Promise<Zxcvbn> | null = null;

/**
 * zxcvbn is about 400 KB gzip (DESIGN §6): it is fetched only when the password step mounts, once per
 * page, and never sits in a chunk any other screen loads.
 */
export function loadZxcvbn(): Promise<Zxcvbn> {
  if (!loading) loading = import('zxcvbn').then((module): Zxcvbn => module.default);
  return loading;
}

/**
 * zxcvbn's score (0–4) of the password, or null while the library is loading. The investor's own
 * data counts as guessable, so "Ana1990!" is scored as weak for Ana born in 1990.
 */
export function usePasswordScore(password: string, userInputs: readonly string[]): number | null {
  const [zxcvbn, setZxcvbn] = useState<Zxcvbn | null>(null);
  useEffect(() => {
    let active = true;
    loadZxcvbn().then(
      (fn) => {
        if (active) setZxcvbn(() => fn);
      },
      () => {
        // Offline or the chunk failed: the password rules of SPEC §5 still apply, only the score waits.
      },
    );
    return () => {
      active = false;
    };
  }, []);
  const inputs = userInputs.join('\u0000');
  return useMemo(() => {
    if (!zxcvbn || password === '') return password === '' ? 0 : null;
    return zxcvbn(password, inputs.split('\u0000').filter(Boolean)).score;
  }, [zxcvbn, password, inputs]);
}
