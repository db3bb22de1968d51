import { expect, test } from '@playwright/test';

test('an unknown page leads to the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
});

test('an unknown API route answers a JSON problem with status 404', async ({ request }) => {
  const response = await request.get('/api/nope');

  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  const body: unknown = await response.json();
  expect(body).toMatchObject({ status: 404 });
});
