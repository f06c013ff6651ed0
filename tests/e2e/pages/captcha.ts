import { expect, type Locator } from '@playwright/test';

/** The "I'm not a robot" proof-of-work captcha inside a form. */
export class Captcha {
  constructor(private readonly scope: Locator) {}

  /** Checks the box (react-aria hides the real input, so the label is clicked) and waits for the answer. */
  async solve(): Promise<void> {
    await this.scope.getByText("I'm not a robot").click();
    await expect(this.scope.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible({
      timeout: 20_000,
    });
  }
}
