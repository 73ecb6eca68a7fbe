import { expect, test } from '@playwright/test';
import { DEMO, expectDashboard, LANGS, TEXT, tokenByApi, useLanguage } from './support';

for (const lang of LANGS) {
  test(`token and uid in the query string sign in and leave the address bar at once (${lang})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, lang);
    const token = await tokenByApi(request, DEMO.email, DEMO.password);
    // Every address the page ever shows, from the first commit on.
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(frame.url());
    });
    await page.goto(`/u/dashboard?view=all&token=${token.access_token}&uid=${token.userId}`);
    await expect(page).toHaveURL(/\/u\/dashboard\?view=all$/);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].dashboard.heading })).toBeVisible();
    await expect(
      page.getByText(TEXT[lang].shell.greeting.replace('{{name}}', DEMO.firstName)),
    ).toBeAttached();
    expect(await page.evaluate(() => window.location.href)).not.toContain(token.access_token);
    expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBe(
      `Bearer ${token.access_token}`,
    );
    expect(seen.slice(1).some((url) => url.includes(token.access_token))).toBe(false);

    // The full authorization value works too, and overrides what is stored.
    const second = await tokenByApi(request, DEMO.email, DEMO.password);
    await page.goto(`/?token=${encodeURIComponent(`Bearer ${second.access_token}`)}&uid=${second.userId}`);
    await expectDashboard(page, lang, DEMO.firstName);
    expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBe(
      `Bearer ${second.access_token}`,
    );
  });
}
