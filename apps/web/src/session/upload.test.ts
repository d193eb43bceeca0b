import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { memoryStorage } from './memory-storage';
import { setNavigator } from './navigation';
import { getToken, isVerifyPending, setUserInfo, type UserInfo } from './storage';
import { UploadError, uploadErrorText, uploadFile, uploadProductImage } from './upload';

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng: 'zh',
    fallbackLng: 'en',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    showSupportNotice: false,
  });
});

const visited: string[] = [];
let sent: { url: string; init: RequestInit }[] = [];

/** A signed-in page at `/teach/classlist` whose uploads the server answers with `status` and `body`. */
function stubPage(status: number, body: object) {
  vi.stubGlobal('window', {
    localStorage: memoryStorage(),
    location: { pathname: '/teach/classlist', search: '', hash: '' },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  });
  setUserInfo({ _id: 'u1', name: 'Amy Chen', role: 'Teacher', token: 't1' } as unknown as UserInfo);
}

beforeEach(() => {
  visited.length = 0;
  sent = [];
  setNavigator((href) => visited.push(href));
});
afterEach(() => vi.unstubAllGlobals());

const picture = () => new File(['png'], 'cat.png', { type: 'image/png' });

describe('the upload client', () => {
  it('sends the file with its kind and the bearer token, and answers the stored path', async () => {
    stubPage(200, { code: 200, msg: 'ok', result: { path: '/uploads/a/cat.png' } });
    expect(await uploadFile(picture(), 'image')).toBe('/uploads/a/cat.png');
    expect(await uploadProductImage(picture())).toBe('/uploads/a/cat.png');
    expect(sent.map((s) => s.url)).toEqual(['/api/file/upload', '/api/upload']);
    expect(sent[0]?.init.headers).toEqual({ authorization: 'Bearer t1' });
    const [file, product] = sent.map((s) => s.init.body as FormData);
    expect(file?.get('type')).toBe('1');
    expect((file?.get('file') as File | null)?.name).toBe('cat.png');
    expect(product?.has('image')).toBe(true);
  });

  it('refuses a path the server did not store', async () => {
    stubPage(200, { code: 200, msg: 'ok', result: { path: 'javascript:alert(1)' } });
    await expect(uploadFile(picture(), 'image')).rejects.toBeInstanceOf(UploadError);
  });

  it('signs out on a 401 and goes to /login with the way back, as every API call does', async () => {
    stubPage(401, { code: 401, msg: 'Not authorized, token failed', key: 'tokenFailed' });
    for (const upload of [() => uploadFile(picture(), 'image'), () => uploadProductImage(picture())]) {
      setUserInfo({ _id: 'u1', token: 't1' } as unknown as UserInfo);
      await expect(upload()).rejects.toBeInstanceOf(UploadError);
      expect(getToken()).toBeUndefined();
    }
    expect(visited).toEqual([
      `/login?redirect=${encodeURIComponent('/teach/classlist')}`,
      `/login?redirect=${encodeURIComponent('/teach/classlist')}`,
    ]);
  });

  it('goes to /verify on a 402 and keeps the session', async () => {
    stubPage(402, { code: 402, msg: 'Please verify your email', key: 'emailNotVerified' });
    await expect(uploadFile(picture(), 'image')).rejects.toBeInstanceOf(UploadError);
    expect(isVerifyPending()).toBe(true);
    expect(getToken()).toBe('t1');
    expect(visited).toEqual(['/verify']);
  });

  it("shows a refusal in the interface language by its key, else the server's message", async () => {
    const t = i18n.getFixedT('zh');
    stubPage(400, { code: 400, msg: 'Please upload a PNG, JPEG, GIF or WebP image', key: 'uploadNotImage' });
    const refused = await uploadFile(picture(), 'image').catch((error: unknown) => error);
    expect(refused).toMatchObject({ key: 'uploadNotImage' });
    expect(uploadErrorText(t, refused)).toBe(zh.messages.uploadNotImage);
    expect(visited).toEqual([]);
    expect(uploadErrorText(t, new UploadError('Quota exceeded'))).toBe('Quota exceeded');
    expect(uploadErrorText(t, 'broken')).toBe(zh.messages.internalError);
    expect(uploadErrorText(t, 'broken', 'fallback')).toBe('fallback');
  });
});
