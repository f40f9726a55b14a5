import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe-check';

describe('expectNoAxeViolations', () => {
  it('passes a labelled button and fails an unlabelled one', async () => {
    const good = render(<button type="button">Guardar</button>);
    await expectNoAxeViolations(good.container);
    good.unmount();
    const bad = render(<button type="button" />);
    await expect(expectNoAxeViolations(bad.container)).rejects.toThrow(/button-name/);
  });
});
