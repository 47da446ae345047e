/**
 * Who the client is: X-Forwarded-* count only when the socket's peer is one
 * of TRUSTED_PROXIES. Anyone can write those headers; a host facing the internet must not believe them.
 */
import { describe, expect, it } from 'vitest';
import { createConnectionOf, parseTrustedProxies } from '../clientConnection.ts';

const request = (headers: Record<string, string> = {}, url = 'http://portal.school.edu/api/uc/login') => new Request(url, { headers });

describe('parseTrustedProxies', () => {
  it('reads comma-separated IPv4 and IPv6 addresses; empty or unset trusts none', () => {
    expect(parseTrustedProxies(' 127.0.0.1, ::1 ,10.0.0.2,, ')).toEqual({ addresses: ['127.0.0.1', '::1', '10.0.0.2'], problems: [] });
    expect(parseTrustedProxies('')).toEqual({ addresses: [], problems: [] });
    expect(parseTrustedProxies(undefined)).toEqual({ addresses: [], problems: [] });
  });

  it.each(['proxy.internal', '10.0.0.0/8', '999.1.1.1', '1..2', '::g'])('names %j as not an IP address', (entry) => {
    expect(parseTrustedProxies(`127.0.0.1,${entry}`)).toEqual({
      addresses: ['127.0.0.1'],
      problems: [`TRUSTED_PROXIES: "${entry}" is not an IP address (expected e.g. 127.0.0.1,10.0.0.2)`],
    });
  });
});

describe('a peer that is not a trusted proxy', () => {
  const connectionOf = createConnectionOf(['10.0.0.2']);
  const spoofed = { 'X-Forwarded-For': '198.51.100.7', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Host: 'portal.school.edu' };

  it('is the client, whatever X-Forwarded-For, -Proto and -Host it wrote', () => {
    expect(connectionOf(request(spoofed), '203.0.113.66')).toEqual({ address: '203.0.113.66', https: false, origin: 'http://portal.school.edu' });
  });

  it('and so with no proxy configured at all', () => {
    expect(createConnectionOf()(request(spoofed), '203.0.113.66')).toEqual({ address: '203.0.113.66', https: false, origin: 'http://portal.school.edu' });
  });

  it('is `unknown` without a socket (app.fetch in tests), still ignoring the headers', () => {
    expect(connectionOf(request(spoofed), undefined)).toEqual({ address: 'unknown', https: false, origin: 'http://portal.school.edu' });
  });

  it('speaks https when the URL does (a TLS server of our own)', () => {
    expect(connectionOf(request({}, 'https://portal.school.edu/'), '203.0.113.66')).toMatchObject({ https: true, origin: 'https://portal.school.edu' });
  });
});

describe('a trusted proxy', () => {
  const connectionOf = createConnectionOf(['10.0.0.2', '10.0.0.3']);

  it('forwards for the client it names', () => {
    expect(connectionOf(request({ 'X-Forwarded-For': '198.51.100.7' }), '10.0.0.2').address).toBe('198.51.100.7');
  });

  it('takes the rightmost address that is not one of our proxies: what the client wrote to the left is its own claim', () => {
    // The client sent X-Forwarded-For: 1.2.3.4; the outer proxy (10.0.0.3) appended the client's real address, the inner one its own.
    expect(connectionOf(request({ 'X-Forwarded-For': '1.2.3.4, 198.51.100.7, 10.0.0.3' }), '10.0.0.2').address).toBe('198.51.100.7');
  });

  it('is the client itself when it forwards for nobody', () => {
    expect(connectionOf(request(), '10.0.0.2').address).toBe('10.0.0.2');
  });

  it('says which scheme and host the browser used (the first value of each)', () => {
    const headers = { 'X-Forwarded-For': '198.51.100.7', 'X-Forwarded-Proto': 'https, http', 'X-Forwarded-Host': 'portal.school.edu', Host: 'backend:8080' };
    expect(connectionOf(request(headers, 'http://backend:8080/'), '10.0.0.2')).toEqual({
      address: '198.51.100.7',
      https: true,
      origin: 'https://portal.school.edu',
    });
  });

  it('without -Proto or -Host: the URL’s scheme and the Host header', () => {
    expect(connectionOf(request({ Host: 'portal.school.edu' }, 'http://portal.school.edu/'), '10.0.0.2')).toMatchObject({
      https: false,
      origin: 'http://portal.school.edu',
    });
    expect(connectionOf(request({ 'X-Forwarded-Proto': 'http' }, 'https://portal.school.edu/'), '10.0.0.2').https).toBe(false);
  });
});

describe('address spellings', () => {
  it('an IPv4 peer on a dual-stack socket (::ffff:) matches its IPv4 entry, and the other way round', () => {
    const forwarded = request({ 'X-Forwarded-For': '198.51.100.7' });
    expect(createConnectionOf(['127.0.0.1'])(forwarded, '::ffff:127.0.0.1').address).toBe('198.51.100.7');
    expect(createConnectionOf(['::ffff:127.0.0.1'])(forwarded, '127.0.0.1').address).toBe('198.51.100.7');
    expect(createConnectionOf(['::FFFF:7f00:1'])(forwarded, '::ffff:127.0.0.1').address).toBe('198.51.100.7');
  });

  it('IPv6 in any spelling', () => {
    expect(createConnectionOf(['0:0:0:0:0:0:0:1'])(request({ 'X-Forwarded-For': '2001:DB8::7' }), '::1').address).toBe('2001:db8::7');
  });

  it('reports a client address in one spelling, so one client is one key of the login limits', () => {
    const connectionOf = createConnectionOf(['10.0.0.2']);
    expect(connectionOf(request(), '::ffff:203.0.113.66').address).toBe('203.0.113.66');
    expect(connectionOf(request({ 'X-Forwarded-For': '::ffff:198.51.100.7' }), '10.0.0.2').address).toBe('198.51.100.7');
  });
});
