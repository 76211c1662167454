import { expect, test } from './support/fixtures';

/** The mock server's control page: the namespace it works in, and a snapshot saved and restored from it. */
test.describe('control page namespaces and snapshots', () => {
  test('shows its namespace, saves a snapshot, restores it after a change, and switches namespace', async ({
    page,
    namespace,
    control,
  }) => {
    page.on('dialog', (dialog) => dialog.accept());
    // Snapshots are shared by all namespaces: this journey's own name keeps parallel journeys apart.
    const snapshot = `snap-${namespace}`.slice(0, 64);
    const other = `${namespace}-b`.slice(0, 64);
    await page.goto('/__control/');
    await expect(page.locator('#namespace')).toHaveText(namespace);
    await expect(page.locator('#maintenance')).toHaveText('off');

    await page.locator('#snapshotName').fill(snapshot);
    await page.getByRole('button', { name: 'Save this namespace' }).click();
    const row = page.locator('#snapshots tr', { hasText: snapshot });
    await expect(row).toContainText(namespace);

    await page.locator('[data-action="maintenanceOn"]').click();
    await expect(page.locator('#maintenance')).toContainText('ON');
    await row.getByRole('button', { name: 'restore here' }).click();
    await expect(page.locator('#maintenance')).toHaveText('off');

    // Another namespace from the seed: maintenance switched on here stays here.
    await page.locator('[data-action="maintenanceOn"]').click();
    await page.locator('#namespaceName').fill(other);
    await page.locator('[data-action="namespaceUse"]').click();
    await expect(page.locator('#namespace')).toHaveText(other);
    await expect(page.locator('#maintenance')).toHaveText('off');
    await expect(page.locator('#namespaces')).toContainText(namespace);

    await control.call('POST', 'snapshot/delete', { name: snapshot });
    await control.call('POST', 'namespace/delete', { name: other });
  });
});
