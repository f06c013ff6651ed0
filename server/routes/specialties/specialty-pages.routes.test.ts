import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../../core/domain/messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { createSpecialty, createSpecialtyPage } from '../../test-support/factories.ts';
import { expectRoleGuarded, routeCaller, uniqueTag } from '../../test-support/route-calls.ts';
import { describeEachDatabase, signInAs } from '../../test-support/test-app.ts';

const tag = () => uniqueTag('p');

describeEachDatabase('specialty pages', (ctx) => {
  let admin: string;
  let applicant: string;
  let society: string;

  const db = (): DbExecutor => ctx.database.db;
  const call = routeCaller(ctx, () => admin);

  const specialty = async (): Promise<number> => {
    const t = tag();
    const created = await createSpecialty(db(), {
      name: `Neurology ${t}`,
      fullName: `Neurology residency ${t}`,
      type: 'Residency',
      urlPrefix: `neu-${t}`,
    });
    return created.id;
  };
  const createPage = async (specialtyId: number, payload: Record<string, unknown>) => {
    const response = await call({
      method: 'POST',
      url: `/api/admin/specialties/${specialtyId}/pages`,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      id: number;
      title: string;
      body: string;
      position: number;
      isPublished: boolean;
    };
  };

  beforeAll(async () => {
    admin = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Admin'] }))).idToken;
    applicant = (await signInAs(ctx.app, await ctx.createUser({ roles: ['Applicant'] }))).idToken;
    society = (await signInAs(ctx.app, await ctx.createUser({ roles: ['SocietyUser'] }))).idToken;
  });

  it('lets only admins use the admin routes (401 without a token, 403 for other roles)', async () => {
    const id = await specialty();
    const page = await createPage(id, { title: 'About' });
    const routes: InjectOptions[] = [
      { method: 'GET', url: `/api/admin/specialties/${id}/pages` },
      { method: 'PUT', url: `/api/admin/specialties/${id}/pages/order`, payload: { pageIds: [page.id] } },
      { method: 'POST', url: `/api/admin/specialties/${id}/pages`, payload: { title: 'X' } },
      { method: 'GET', url: `/api/admin/specialty-pages/${page.id}` },
      { method: 'PUT', url: `/api/admin/specialty-pages/${page.id}`, payload: { title: 'Y' } },
      {
        method: 'POST',
        url: `/api/admin/specialty-pages/${page.id}/publication`,
        payload: { isPublished: true },
      },
      { method: 'GET', url: '/api/admin/specialty-pages/link-info?url=https://youtu.be/dQw4w9WgXcQ' },
      { method: 'DELETE', url: `/api/admin/specialty-pages/${page.id}` },
    ];
    await expectRoleGuarded(call, routes, [applicant, society]);
    for (const route of routes)
      expect((await call(route)).statusCode, `${route.method} ${route.url}`).toBe(200);
  });

  it('stores sanitized rich text whatever the editor sent, on create and on update', async () => {
    const id = await specialty();
    const page = await createPage(id, {
      title: '  Training  ',
      body: '<h2 onclick="x()">Hello</h2><script>alert(1)</script><p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
    });
    expect(page).toMatchObject({
      title: 'Training',
      body: '<h2>Hello</h2><p><a>x</a></p>',
      isPublished: true,
      position: 0,
    });
    const updated = await call({
      method: 'PUT',
      url: `/api/admin/specialty-pages/${page.id}`,
      payload: {
        title: 'Training',
        body: '<p>Watch:</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/"></iframe>',
        isPublished: false,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      body: '<p>Watch:</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen loading="lazy"></iframe>',
      isPublished: false,
    });
    const read = await call({ method: 'GET', url: `/api/admin/specialty-pages/${page.id}` });
    expect(read.json()).toEqual(updated.json());
  });

  it('answers validation messages and 404s', async () => {
    const id = await specialty();
    const invalid = await call({
      method: 'POST',
      url: `/api/admin/specialties/${id}/pages`,
      payload: { title: ' ', body: 'x'.repeat(200_001) },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().description).toEqual({
      title: [messages.TitleIsRequired],
      body: [messages.ExceededNumberOfCharacters],
    });
    for (const route of [
      { method: 'GET', url: '/api/admin/specialties/999999/pages' },
      { method: 'POST', url: '/api/admin/specialties/999999/pages', payload: { title: 'X' } },
      { method: 'GET', url: '/api/admin/specialty-pages/999999' },
      { method: 'PUT', url: '/api/admin/specialty-pages/999999', payload: { title: 'X' } },
      { method: 'DELETE', url: '/api/admin/specialty-pages/999999' },
      {
        method: 'GET',
        url: '/api/admin/specialty-pages/link-info?url=https://a.example/x.png&pageId=999999',
      },
    ] as InjectOptions[]) {
      const response = await call(route);
      expect(response.statusCode, String(route.url)).toBe(404);
    }
  });

  it('appends pages, reorders them (every page exactly once) and deletes one', async () => {
    const id = await specialty();
    const a = await createPage(id, { title: 'A' });
    const b = await createPage(id, { title: 'B' });
    const c = await createPage(id, { title: 'C' });
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    const url = `/api/admin/specialties/${id}/pages`;
    const reordered = await call({
      method: 'PUT',
      url: `${url}/order`,
      payload: { pageIds: [c.id, a.id, b.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(
      reordered.json().items.map((p: { title: string; position: number }) => [p.title, p.position]),
    ).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    for (const pageIds of [
      [c.id, a.id],
      [c.id, a.id, b.id, b.id],
      [c.id, a.id, 999_999],
    ]) {
      const refused = await call({ method: 'PUT', url: `${url}/order`, payload: { pageIds } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().description).toEqual({ pageIds: [messages.SpecialtyPageOrder] });
    }
    // A page of another specialty cannot be slipped into this one's order.
    const other = await createPage(await specialty(), { title: 'Other' });
    const foreign = await call({
      method: 'PUT',
      url: `${url}/order`,
      payload: { pageIds: [c.id, a.id, other.id] },
    });
    expect(foreign.statusCode).toBe(400);

    expect((await call({ method: 'DELETE', url: `/api/admin/specialty-pages/${a.id}` })).statusCode).toBe(
      200,
    );
    const list = (await call({ method: 'GET', url: `${url}?pageSize=100` })).json();
    expect(list.total).toBe(2);
    expect(list.items.map((p: { title: string }) => p.title)).toEqual(['C', 'B']);
    expect(list.items[0]).not.toHaveProperty('body');
    const d = await createPage(id, { title: 'D' });
    expect(d.position).toBe(3);
  });

  it('publishes and unpublishes; the public sees only published pages of the right specialty', async () => {
    const id = await specialty();
    const page = await createPage(id, { title: 'Public', body: '<p>Visible</p>' });
    const publicUrl = `/api/specialties/${id}/pages/${page.id}`;
    const read = await call({ method: 'GET', url: publicUrl }, null);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: page.id,
      specialtyId: id,
      title: 'Public',
      body: '<p>Visible</p>',
    });
    expect(read.headers['cache-control']).toBe('public, max-age=60');

    const hidden = await call({
      method: 'POST',
      url: `/api/admin/specialty-pages/${page.id}/publication`,
      payload: { isPublished: false },
    });
    expect(hidden.json().isPublished).toBe(false);
    expect((await call({ method: 'GET', url: publicUrl }, null)).statusCode).toBe(404);
    await call({
      method: 'POST',
      url: `/api/admin/specialty-pages/${page.id}/publication`,
      payload: { isPublished: true },
    });
    expect((await call({ method: 'GET', url: publicUrl }, null)).statusCode).toBe(200);
    const otherSpecialty = await specialty();
    expect(
      (await call({ method: 'GET', url: `/api/specialties/${otherSpecialty}/pages/${page.id}` }, null))
        .statusCode,
    ).toBe(404);
  });

  it('sanitizes again when read publicly (a body stored before a rule change)', async () => {
    const id = await specialty();
    const row = await createSpecialtyPage(db(), {
      specialtyId: id,
      title: 'Old',
      body: '<p onclick="x()">old</p><script>alert(1)</script>',
    });
    const read = await call({ method: 'GET', url: `/api/specialties/${id}/pages/${row.id}` }, null);
    expect(read.json().body).toBe('<p>old</p>');
  });

  it('describes links without fetching them: videos with their embed player, images, web pages', async () => {
    const info = (url: string) =>
      call({ method: 'GET', url: `/api/admin/specialty-pages/link-info?url=${encodeURIComponent(url)}` });
    const video = await info('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(video.statusCode).toBe(200);
    expect(video.json()).toEqual({
      contentType: 'text/html',
      title: 'YouTube video',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      openGraph: {
        type: 'video.other',
        video: { url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', contentType: 'text/html' },
      },
    });
    expect((await info('https://cdn.example.org/eye.jpg')).json()).toMatchObject({
      contentType: 'image/jpeg',
    });
    expect((await info('https://example.org/')).json().openGraph).toEqual({ type: 'website', video: null });
    const bad = await info('javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().description.url[0]).toMatch(/^Specify valid url address\. For example: /);
    const missing = await call({ method: 'GET', url: '/api/admin/specialty-pages/link-info' });
    expect(missing.json().description).toEqual({ url: [messages.LinkUrlIsRequired] });
  });
});
