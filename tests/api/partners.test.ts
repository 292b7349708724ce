import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedData } from '@/server/seed';
import { createTestApi, type TestApi } from '../support/api';

interface PartnersData {
  partners: { values: { id: string; name: string; code: string; logo: string }[] };
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('partners', () => {
  const hidden = seedData.partners.filter((partner) => !partner.visible).map((partner) => partner.code);

  it('has hidden partners in the demo data to hide', () => {
    expect(hidden.length).toBeGreaterThan(0);
  });

  it('with visibleOnly returns only the visible partners, with id, name, code and logo', async () => {
    const { data, errors } = await api.gql<PartnersData>(
      '{ partners(filter: { visibleOnly: true }) { values { id name code logo } } }',
    );
    expect(errors).toBeUndefined();
    const codes = data?.partners.values.map((partner) => partner.code) ?? [];
    expect(codes.sort()).toEqual(
      seedData.partners
        .filter((partner) => partner.visible)
        .map((partner) => partner.code)
        .sort(),
    );
    for (const code of hidden) expect(codes).not.toContain(code);
    for (const partner of data?.partners.values ?? []) {
      expect(partner.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(partner.logo).toMatch(/^\/logos\/.+\.svg$/);
    }
  });

  it('without the filter returns hidden partners too', async () => {
    const { data } = await api.gql<PartnersData>('{ partners { values { code } } }');
    expect(data?.partners.values).toHaveLength(seedData.partners.length);
  });
});
