import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src/config';
import { driftedAnswer, parseDriftSpec } from '../../src/proxy/drift-switch';
import { Redactor } from '../../src/proxy/recording';
import { parseRouteModes, routeModes } from '../../src/proxy/route-modes';

describe('proxy, record, replay and drift options', () => {
  it('reads the flags and their environment variables', () => {
    const { options } = readServerConfig(
      [
        '--proxy',
        'https://api.example.com/gw',
        '--proxy-routes',
        '/biz/qms/cable/**=both,/pub/*=mock',
        '--record',
        'rec',
      ],
      { MOCK_DRIFT: 'code:/pub/sys/data/version:4711' },
    );
    expect(options.proxy).toMatchObject({
      target: 'https://api.example.com/gw',
      routes: [
        { pattern: '/biz/qms/cable/**', mode: 'both' },
        { pattern: '/pub/*', mode: 'mock' },
      ],
      recordDir: expect.stringMatching(/rec$/),
    });
    expect(options.drift).toEqual([{ kind: 'code', path: '/pub/sys/data/version', code: 4711 }]);
  });

  it('refuses malformed values with a message naming the option', () => {
    expect(() => readServerConfig(['--proxy', 'api.example.com'], {})).toThrow(/--proxy is "api.example.com"/);
    expect(() => readServerConfig(['--record', 'rec'], {})).toThrow(/--record needs --proxy URL/);
    expect(() => readServerConfig(['--proxy', 'http://x', '--proxy-routes', '/biz/**=fake'], {})).toThrow(
      /mode "fake" is not one of mock, real, both/,
    );
    expect(() => parseDriftSpec('rename:/biz/user/login/info:data.qr.tag')).toThrow(/is not understood/);
    expect(() => parseDriftSpec('code:/pub/sys/data/version:0')).toThrow(/code 0 is success/);
  });

  it('gives each path the first matching mode, real otherwise', () => {
    const modeOf = routeModes(parseRouteModes('/biz/qms/cable/*/list=both,/biz/qms/**=mock'));
    expect(modeOf('/biz/qms/cable/info/list')).toBe('both');
    expect(modeOf('/biz/qms/cable/info/detail')).toBe('mock');
    expect(modeOf('/biz/user/info/profile')).toBe('real');
  });

  it('renames a field in every item of an array on its path, keeping its place', () => {
    const rules = parseDriftSpec('rename:/biz/qms/cable/cata/list:data.catas[].name=title');
    const answer = driftedAnswer(
      rules,
      '/biz/qms/cable/cata/list',
      JSON.stringify({
        data: {
          catas: [
            { id: 1, name: 'a', sort: 1 },
            { id: 2, name: 'b' },
          ],
        },
        stat: { err: 0 },
      }),
    );
    expect(answer).toBe(
      JSON.stringify({
        data: {
          catas: [
            { id: 1, title: 'a', sort: 1 },
            { id: 2, title: 'b' },
          ],
        },
        stat: { err: 0 },
      }),
    );
    expect(driftedAnswer(rules, '/biz/qms/cable/info/list', '{"data":{}}')).toBeNull();
  });

  it('redacts secrets by field, by the sessions it learnt and inside URLs', () => {
    const redactor = new Redactor();
    redactor.learnSession('tk-real-1', 'key-real-1');
    expect(
      redactor.value({
        form: { key: 'quote', pwd: 'd3ad9315' },
        data: {
          user: { token: 'tk-real-1', key: 'key-real-1' },
          qr: { url: 'http://host/__control/qr/phone?tag=q1&ticket=abc123' },
          link: '/biz/qms/inventory/table/preview?token=tk-real-1&mode=3',
        },
      }),
    ).toEqual({
      form: { key: 'quote', pwd: '<redacted>' },
      data: {
        user: { token: '<token#1>', key: '<key#1>' },
        qr: { url: 'http://host/__control/qr/phone?tag=q1&ticket=<redacted>' },
        link: '/biz/qms/inventory/table/preview?token=<token#1>&mode=3',
      },
    });
  });
});
