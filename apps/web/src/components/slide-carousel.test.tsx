import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type CarouselLabels, SlideCarousel } from './slide-carousel';

const labels: CarouselLabels = {
  carousel: '首页图片',
  previous: '上一张',
  next: '下一张',
  slide: (position, count) => `第 ${position} 张，共 ${count} 张`,
};

function carouselOf(onOpen = vi.fn()) {
  render(
    <SlideCarousel
      labels={labels}
      slides={[
        { key: 'a', content: <button type="button" aria-label="铜价实时联动" onClick={onOpen} /> },
        { key: 'b', content: <div role="img" aria-label="十组报价清单" /> },
        { key: 'c', content: <button type="button" aria-label="检测报告 在线查阅" onClick={onOpen} /> },
      ]}
    />,
  );
  return onOpen;
}

/** The slide a user sees: the only one not hidden from assistive technology. */
const shownSlide = () => screen.getByRole('group');

describe('SlideCarousel', () => {
  it('shows the first slide, one dot per slide, the first one current, and no way back', () => {
    carouselOf();
    expect(screen.getByRole('region', { name: '首页图片' })).toBeInTheDocument();
    expect(shownSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    expect(screen.getByRole('button', { name: '铜价实时联动' })).toBeInTheDocument();
    // The slides out of view are neither read out nor reachable with Tab.
    expect(screen.queryByRole('button', { name: '检测报告 在线查阅' })).toBeNull();
    const dots = screen.getAllByRole('button', { name: /^第 \d 张/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '上一张' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一张' })).toBeEnabled();
  });

  it('a dot shows its slide, whose button then works', async () => {
    const onOpen = carouselOf();
    await userEvent.click(screen.getByRole('button', { name: '第 3 张，共 3 张' }));
    expect(shownSlide()).toHaveAccessibleName('第 3 张，共 3 张');
    expect(screen.queryByRole('button', { name: '铜价实时联动' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '检测报告 在线查阅' }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: '第 3 张，共 3 张' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '下一张' })).toBeDisabled();
  });

  it('the arrows step through the slides', async () => {
    carouselOf();
    await userEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shownSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    expect(screen.getByRole('img', { name: '十组报价清单' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shownSlide()).toHaveAccessibleName('第 1 张，共 3 张');
  });

  it('← and → change the slide, and the focus follows the slide that comes into view', async () => {
    carouselOf();
    screen.getByRole('button', { name: '铜价实时联动' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('第 2 张，共 3 张');
    expect(shownSlide()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '检测报告 在线查阅' })).toHaveFocus();
    // Past the last slide nothing moves: the carousel does not wrap round.
    await userEvent.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('第 3 张，共 3 张');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });

  it('a swipe to the left shows the next slide, a short one (a tap) does not', () => {
    carouselOf();
    const region = screen.getByRole('region', { name: '首页图片' });
    fireEvent.touchStart(region, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 310 }] });
    expect(shownSlide()).toHaveAccessibleName('第 1 张，共 3 张');
    fireEvent.touchStart(region, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 120 }] });
    expect(shownSlide()).toHaveAccessibleName('第 2 张，共 3 张');
  });
});
