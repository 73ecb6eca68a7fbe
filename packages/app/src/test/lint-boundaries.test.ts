import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries of DESIGN §2 are lint rules (eslint.config.js at the root); these cases prove that
 * each rule fires on a violation and stays quiet on the allowed form, through ESLint's Node API with
 * the repository's own configuration.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('lint boundaries', () => {
  it('a feature may not import another feature (static, re-export or lazy)', async () => {
    const file = 'packages/app/src/features/dashboard/probe.tsx';
    for (const code of [
      "import { LoginPage } from '../auth/login-page';\nexport const x = LoginPage;\n",
      "export { LoginPage } from '../auth/login-page';\n",
      "export const load = () => import('../auth/login-page');\n",
      "import { useWizard } from '../../features/registration/use-wizard';\nexport const x = useWizard;\n",
    ]) {
      expect(await problems(file, code), code).toContain('boundaries/no-cross-feature-imports');
    }
  }, 60_000);

  it('a feature may import its own files, lib/ and the kit', async () => {
    const code = [
      "import { Button } from '@invest/ui';",
      "import { useApi } from '../../lib/api';",
      "import { wizardSteps } from '../registration/steps/index';",
      'export const x = [Button, useApi, wizardSteps];',
      '',
    ].join('\n');
    expect(await problems('packages/app/src/features/registration/probe.tsx', code)).toEqual([]);
  }, 60_000);

  it('the app reaches the kit only through @invest/ui', async () => {
    for (const source of ['@invest/ui/src/components/button', '../../../ui/src/components/button']) {
      const code = `import { Button } from '${source}';\nexport const x = Button;\n`;
      expect(await problems('packages/app/src/lib/probe.tsx', code), source).toContain(
        'no-restricted-imports',
      );
    }
  }, 60_000);

  it('the kit imports nothing of ours', async () => {
    for (const source of ['@invest/api-client', '../../../app/src/lib/api']) {
      const code = `import { x } from '${source}';\nexport const y = x;\n`;
      expect(await problems('packages/ui/src/components/probe.tsx', code), source).toContain(
        'no-restricted-imports',
      );
    }
  }, 60_000);
});
