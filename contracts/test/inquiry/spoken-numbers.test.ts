import { describe, expect, it } from 'vitest';
import { readInquiryText } from '../../src/inquiry';
import { spokenNumber, withSpokenNumbers } from '../../src/inquiry/spoken-numbers';

describe('numbers said in words', () => {
  it('are read with the spoken shortening', () => {
    const values = [
      '三百',
      '两百五十',
      '一千二百',
      '一千二',
      '一百二',
      '一百八十',
      '二十五',
      '十二',
      '六',
      '一千零五',
      '两万五',
    ].map(spokenNumber);
    expect(values).toEqual([300, 250, 1200, 1200, 120, 180, 25, 12, 6, 1005, 25000]);
    expect(spokenNumber('百')).toBeNull();
    expect(spokenNumber('二五')).toBeNull();
  });

  it('are written in digits where they say an amount or a size, and nowhere else', () => {
    expect(withSpokenNumbers('YJV三乘一百二加一乘七十 三百米')).toBe('YJV3×120+1×70 300米');
    expect(withSpokenNumbers('YJV 3成185加1成95 一百八十米')).toBe('YJV 3×185+1×95 180米');
    expect(withSpokenNumbers('还有四芯二十五平方的要两百米')).toBe('还有4芯25平方的要200米');
    expect(withSpokenNumbers('BVR六平方 一千二')).toBe('BVR6平方 1200');
    expect(withSpokenNumbers('KVV 4*1.5 也是两百')).toBe('KVV 4*1.5 也是200');
    expect(withSpokenNumbers('ZR-YJV 4乘50加1乘25 400米')).toBe('ZR-YJV 4×50+1×25 400米');
    // Digits with a Chinese place, k for thousand before 米, a kilometre's tenths said after it.
    expect(withSpokenNumbers('YJV 5*10 5百米')).toBe('YJV 5*10 500米');
    expect(withSpokenNumbers('YJV 3*95 1千2')).toBe('YJV 3*95 1200');
    expect(withSpokenNumbers('2万米')).toBe('20000米');
    // 千米 is the kilometre: neither 5千米 nor a structure's area before it is thousands.
    expect(withSpokenNumbers('5千米')).toBe('5千米');
    expect(withSpokenNumbers('YJV22-8.7/15kV-3*300   千米   2.45')).toBe('YJV22-8.7/15kV-3*300   千米   2.45');
    expect(withSpokenNumbers('YJV22 4*35+1*16 1.2k米')).toBe('YJV22 4*35+1*16 1200米');
    expect(withSpokenNumbers('YJV 4*120+1*70 一公里二')).toBe('YJV 4*120+1*70 1.2公里');
    expect(withSpokenNumbers('YJV 1公里2盘')).toBe('YJV 1公里2盘');
    // A price per metre names no amount.
    expect(withSpokenNumbers('YJV 4*95+1*50 这个多少钱一米')).toBe('YJV 4*95+1*50 这个多少钱每米');
    // Nor a price per coil: 一盘 there is "each coil".
    expect(withSpokenNumbers('多少钱一盘 给个实价')).toBe('多少钱每盘 给个实价');
    expect(withSpokenNumbers('BV2.5 一卷多少钱')).toBe('BV2.5 每卷多少钱');
    expect(readInquiryText('王师傅：多少钱一盘 给个实价 2.5的现在啥价')).toEqual([]);
    // A count of boxes said in words is a count ("网线一箱": network cable sold by the box, not a cable we sell).
    expect(withSpokenNumbers('网线一箱 超五类的')).toBe('网线1箱 超五类的');
    expect(withSpokenNumbers('水晶头两盒 扎带三包')).toBe('水晶头两盒 扎带3包');
    expect(readInquiryText('王师傅：网线一箱 超五类的')).toMatchObject([
      { model: '', count: '1', unit: '箱', reasons: expect.arrayContaining(['model-unknown']) },
    ]);
    // A drum count, a section number and an order stay words.
    for (const text of ['两盘，一盘500米', '一、电力电缆', '第一批', '十一盘', '三相四线'])
      expect(withSpokenNumbers(text)).toBe(text);
  });

  it('make a chat dictated by voice read as typed', () => {
    const rows = readInquiryText(
      ['YJV三乘一百二加一乘七十 三百米', 'YJV 4乘95加1乘50，两百五十米', 'BVR六平方 一千二', 'NH-YJV 5*4 两百'].join(
        '\n',
      ),
    );
    expect(rows.map((r) => [r.model, r.spec, r.metres, r.reasons])).toEqual([
      ['YJV', '3*120+1*70', 300, []],
      ['YJV', '4*95+1*50', 250, []],
      ['BVR', '1*6', 1200, []],
      ['NH-YJV', '5*4', 200, []],
    ]);
    // The row keeps what the customer wrote.
    expect(rows[0]!.raw).toBe('YJV三乘一百二加一乘七十 三百米');
  });
  it("reads voice input's homophones and runs (三乘七十 after yjv22, 十心, 平房, 凯装, 乘二十五两千三) and 八九百 as a range", () => {
    expect(withSpokenNumbers('还有凯装的yjv22三乘七十加二乘三十五大概四百米左右')).toBe(
      '还有铠装的yjv22 3×70+2×35大概400米左右',
    );
    expect(withSpokenNumbers('控制电缆kvv十心一点五的八百米')).toBe('控制电缆kvv10芯1.5的800米');
    expect(withSpokenNumbers('nh yjv五心十平房的要六百五')).toBe('nh yjv5芯10平方的要650');
    expect(withSpokenNumbers('那个wdz低烟无卤的四乘五十加一乘二十五两千三')).toBe('那个wdz低烟无卤的4×50+1×25 2300');
    expect(withSpokenNumbers('yjv22的四乘二十五的八九百米吧')).toBe('yjv22的4×25的800-900米吧');
  });
});
