import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';

import {
  cities,
  companyMembers,
  jobSites,
  orderLoads,
  orders,
  productDocuments,
  products,
  suppliers,
} from '@/server/db/schema';
import { databaseFileStore } from '@/server/files/database-store';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import type { FileStore } from '@/server/files/file-store';
import {
  handleJobSitePapersDownload,
  handleQualityPaperDownload,
  handleQualityPaperUpload,
} from '@/server/http/quality-papers';
import { loadTicket } from '@/server/services/delivery/tickets';
import { seedDemoQualityPapers } from '@/server/seed/quality-papers';

import { tokenOf } from '../support/api';
import { codeOf, type Contractor, type PaymentsTestKit } from '../support/payments';

/**
 * Quality papers: the supplier uploads a PDF for one of its products and attaches it; orders carry
 * the papers in force when placed; the contractor downloads them per order and per job site (a
 * ZIP). Run on PGlite (quality-papers.test.ts) and PostgreSQL (quality-papers-postgres.test.ts).
 */
export function qualityPaperTests(openKit: () => Promise<PaymentsTestKit>) {
  let kit: PaymentsTestKit;
  let owner: string;
  let driver: string;
  let otherOwner: string;
  let productId: string;
  let otherProductId: string;
  let files: FileStore;

  async function signIn(login: string, password = 'Dispatch2026!') {
    const response = await kit.api.request(
      {
        query: `mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`,
        variables: { input: { login, password } },
      },
      { 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    );
    return tokenOf(response.headers);
  }

  const storage = () => Promise.resolve({ db: kit.db, files });
  const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

  const upload = (token: string, product: string, bytes: Uint8Array, name = 'paper.pdf') => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bytes)]), name);
    return handleQualityPaperUpload(
      new Request(`http://localhost/api/uploads/product-documents?product=${product}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }),
      storage,
    );
  };

  const PAPER = 'id kind title fileName sizeBytes addedAt url';
  interface Paper {
    id: string;
    kind: string;
    title: string;
    fileName: string;
    sizeBytes: number;
    url: string;
  }

  async function attachPaper(token: string, bytes: Uint8Array, kind: string, title: string) {
    const uploaded = await upload(token, productId, bytes);
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const attached = await kit.call<{ supplierQualityPaperAttach: Paper }>(
      `mutation($input: QualityPaperAttachInput!) { supplierQualityPaperAttach(input: $input) { ${PAPER} } }`,
      { input: { uploadId: id, kind, title } },
      token,
    );
    expect(attached.errors).toBeUndefined();
    return attached.data!.supplierQualityPaperAttach;
  }

  const removePaper = (token: string, id: string) =>
    kit.call<{ supplierQualityPaperRemove: Paper }>(
      `mutation($id: ID!) { supplierQualityPaperRemove(id: $id) { ${PAPER} } }`,
      { id },
      token,
    );

  const orderPapers = (who: Contractor, orderId: string) =>
    kit.call<{ order: { qualityPapers: Paper[] } }>(
      `query($id: ID!) { order(id: $id) { qualityPapers { ${PAPER} } } }`,
      { id: orderId },
      who.token,
    );

  const download = (url: string) =>
    handleQualityPaperDownload(new Request(`http://localhost${url}`), url.split('/')[3]!.split('?')[0]!, storage);

  beforeAll(async () => {
    kit = await openKit();
    owner = await signIn('owner@northpeak.example');
    // A driver of NorthPeak: a member who may not change the catalogue.
    const person = await kit.signUp();
    const [northPeakCompany] = await kit.db
      .select({ companyId: suppliers.companyId })
      .from(suppliers)
      .where(eq(suppliers.slug, 'northpeak-ready-mix'));
    await kit.db
      .insert(companyMembers)
      .values({ companyId: northPeakCompany!.companyId!, userId: person.userId, role: 'partner_driver' });
    driver = await signAccessToken({ userId: person.userId, companyId: northPeakCompany!.companyId! });
    otherOwner = await signIn('owner@capital.example');
    files = databaseFileStore(kit.db);
    const [northPeak] = await kit.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(eq(products.sku, 'NP-RM-25'));
    productId = northPeak!.id;
    const [capital] = await kit.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(eq(suppliers.slug, 'capital-aggregates'))
      .limit(1);
    otherProductId = capital!.id;
  }, 60_000);
  afterAll(() => kit?.close());

  it('refuses an upload that is not a PDF, too large, for another supplier’s product, or from a member who may not edit', async () => {
    const notPdf = await upload(owner, productId, new TextEncoder().encode('<html>not a pdf</html>'), 'mix.pdf');
    expect(notPdf.status).toBe(415);
    expect(await notPdf.json()).toMatchObject({
      error: { code: 'UNSUPPORTED_FILE', message: 'Only PDF files are accepted.' },
    });

    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(pdf('large'));
    const tooLarge = await upload(owner, productId, large);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });

    const notTheirs = await upload(owner, otherProductId, pdf('not theirs'));
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });

    expect((await upload(driver, productId, pdf('driver'))).status).toBe(403);
    expect((await upload(otherOwner, productId, pdf('other supplier'))).status).toBe(404);

    // Nobody else may attach an upload: another supplier's owner finds no such upload.
    const uploaded = await upload(owner, productId, pdf('mine'));
    const { id } = (await uploaded.json()) as { id: string };
    const stolen = await kit.call(
      `mutation($input: QualityPaperAttachInput!) { supplierQualityPaperAttach(input: $input) { id } }`,
      { input: { uploadId: id, kind: 'certificate', title: 'Not mine' } },
      otherOwner,
    );
    expect(codeOf(stolen)).toBe('NOT_FOUND');
    const untitled = await kit.call(
      `mutation($input: QualityPaperAttachInput!) { supplierQualityPaperAttach(input: $input) { id } }`,
      { input: { uploadId: id, kind: 'certificate', title: '  ' } },
      owner,
    );
    expect(untitled.errors?.[0]?.extensions?.fields).toEqual({ title: 'Required' });
  });

  it('travels with the orders placed while it is in force: one placed before its removal keeps it, one after does not', async () => {
    const contractor = await kit.signUp();
    const bytes = pdf('mix design 25 MPa');
    const paper = await attachPaper(owner, bytes, 'mix_design', 'Mix 25 MPa v1');
    expect(paper).toMatchObject({ kind: 'mix_design', title: 'Mix 25 MPa v1', fileName: 'paper.pdf' });
    expect(paper.sizeBytes).toBe(bytes.byteLength);

    const before = await kit.placeOrderFor(contractor, 'card');
    const removed = await removePaper(owner, paper.id);
    expect(removed.errors).toBeUndefined();
    expect(codeOf(await removePaper(owner, paper.id))).toBe('NOT_FOUND');
    const after = await kit.placeOrderFor(contractor, 'card');

    const carried = await orderPapers(contractor, before.id);
    expect(carried.data!.order.qualityPapers.map((shown) => shown.title)).toContain('Mix 25 MPa v1');
    expect((await orderPapers(contractor, after.id)).data!.order.qualityPapers.map((shown) => shown.id)).not.toContain(
      paper.id,
    );

    // The supplier's catalogue lists only the papers in force.
    const catalogue = await kit.call<{ supplierCatalogue: { products: { id: string; qualityPapers: Paper[] }[] } }>(
      `query { supplierCatalogue { products { id qualityPapers { ${PAPER} } } } }`,
      {},
      owner,
    );
    const listed = catalogue.data!.supplierCatalogue.products.find((product) => product.id === productId)!;
    expect(listed.qualityPapers.map((shown) => shown.id)).not.toContain(paper.id);

    // The order's paper downloads as it was uploaded, though removed since.
    const url = carried.data!.order.qualityPapers.find((shown) => shown.id === paper.id)!.url;
    expect(url).toMatch(/^\/api\/quality-papers\//);
    const file = await download(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Mix-design-Mix-25-MPa-v1.pdf"');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    // A delivered load's e-ticket names the order's papers.
    const [load] = await kit.db
      .insert(orderLoads)
      .values({
        orderId: before.id,
        sequence: 1,
        quantity: '2.00',
        step: 'delivered',
        deliveredAt: new Date(),
        deliveredQuantity: '2.00',
        receivedBy: 'Dana',
      })
      .returning({ id: orderLoads.id });
    await kit.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, before.id));
    expect((await loadTicket(kit.db, load!.id))!.qualityPapers).toContain('Mix design: Mix 25 MPa v1');
  });

  it('is downloaded by the order’s company only: another company gets no link, and a forged or other link is refused', async () => {
    const contractor = await kit.signUp();
    const stranger = await kit.signUp();
    const paper = await attachPaper(owner, pdf('sds'), 'safety_data_sheet', 'SDS wet concrete');
    const order = await kit.placeOrderFor(contractor, 'card');

    expect(codeOf(await orderPapers(stranger, order.id))).toBe('NOT_FOUND');
    const forged = await handleQualityPaperDownload(
      new Request(`http://localhost/api/quality-papers/${paper.id}?t=forged`),
      paper.id,
      storage,
    );
    expect(forged.status).toBe(403);
    // A link signed for one paper opens no other.
    const other = await attachPaper(owner, pdf('certificate'), 'certificate', 'CSA certificate');
    const token = new URL(`http://localhost${paper.url}`).searchParams.get('t')!;
    const swapped = await handleQualityPaperDownload(
      new Request(`http://localhost/api/quality-papers/${other.id}?t=${token}`),
      other.id,
      storage,
    );
    expect(swapped.status).toBe(403);
    await removePaper(owner, paper.id);
    await removePaper(owner, other.id);
  });

  it('gives a job site’s papers as one ZIP, a folder per order, to the site’s company only', async () => {
    const contractor = await kit.signUp();
    const stranger = await kit.signUp();
    const mix = pdf('mix for the site');
    const sds = pdf('sds for the site');
    const mixPaper = await attachPaper(owner, mix, 'mix_design', 'Site mix');
    const sdsPaper = await attachPaper(owner, sds, 'safety_data_sheet', 'Site SDS');
    const [toronto] = await kit.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
    const [site] = await kit.db
      .insert(jobSites)
      .values({
        companyId: contractor.companyId,
        name: 'Tower B',
        cityId: toronto!.id,
        address: '100 King Street West',
        postalCode: 'M5X 1A9',
      })
      .returning({ id: jobSites.id });
    const first = await kit.placeOrderFor(contractor, 'card');
    const second = await kit.placeOrderFor(contractor, 'card');
    const canceled = await kit.placeOrderFor(contractor, 'card');
    await kit.db.update(orders).set({ jobSiteId: site!.id }).where(eq(orders.companyId, contractor.companyId));
    await kit.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, canceled.id));
    await removePaper(owner, mixPaper.id);
    await removePaper(owner, sdsPaper.id);

    const listed = await kit.call<{ jobSites: { id: string; qualityPaperCount: number; qualityPapersUrl: string }[] }>(
      `query { jobSites { id qualityPaperCount qualityPapersUrl } }`,
      {},
      contractor.token,
    );
    const [shown] = listed.data!.jobSites;
    expect(shown).toMatchObject({ id: site!.id, qualityPaperCount: 4 });
    const zip = await handleJobSitePapersDownload(
      new Request(`http://localhost${shown!.qualityPapersUrl}`),
      site!.id,
      storage,
    );
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const numberOf = (id: string) => `BM-${id.slice(0, 8).toUpperCase()}`;
    expect(Object.keys(entries).sort()).toEqual(
      [
        `${numberOf(first.id)}/Mix-design-Site-mix.pdf`,
        `${numberOf(first.id)}/Safety-data-sheet-Site-SDS.pdf`,
        `${numberOf(second.id)}/Mix-design-Site-mix.pdf`,
        `${numberOf(second.id)}/Safety-data-sheet-Site-SDS.pdf`,
      ].sort(),
    );
    expect(entries[`${numberOf(first.id)}/Mix-design-Site-mix.pdf`]).toEqual(mix);
    expect(entries[`${numberOf(second.id)}/Safety-data-sheet-Site-SDS.pdf`]).toEqual(sds);

    // The link is the company's: with another company named, or forged, it is refused.
    const url = new URL(`http://localhost${shown!.qualityPapersUrl}`);
    url.searchParams.set('company', stranger.companyId);
    expect((await handleJobSitePapersDownload(new Request(url), site!.id, storage)).status).toBe(403);
    const strangerSites = await kit.call<{ jobSites: { id: string }[] }>(
      `query { jobSites { id qualityPapersUrl } }`,
      {},
      stranger.token,
    );
    expect(strangerSites.data!.jobSites).toEqual([]);
  });
  it('seeds the demo’s ready-mix products with a mix design and a safety data sheet, once', async () => {
    await seedDemoQualityPapers(kit.db, files);
    await seedDemoQualityPapers(kit.db, files);
    const seeded = await kit.db
      .select({ kind: productDocuments.kind, title: productDocuments.title, key: productDocuments.fileKey })
      .from(productDocuments)
      .innerJoin(products, eq(products.id, productDocuments.productId))
      .where(eq(products.sku, 'NP-RM-35'));
    expect(seeded.map((paper) => paper.kind).sort()).toEqual(['mix_design', 'safety_data_sheet']);
    for (const paper of seeded) {
      const chunks: Buffer[] = [];
      for await (const chunk of files.read(paper.key)) chunks.push(chunk);
      expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
}
