import { type KeyboardEvent, type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';
import styles from './slide-carousel.module.css';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselLabels {
  /** The carousel's accessible name. */
  carousel: string;
  previous: string;
  next: string;
  /** The name of slide `position` (1-based) of `count`, on the slide and on its dot. */
  slide: (position: number, count: number) => string;
}

interface SlideCarouselProps {
  slides: readonly CarouselSlide[];
  labels: CarouselLabels;
  className?: string;
}

/** A swipe shorter than this (px) is a tap, not a change of slide. */
const SWIPE_DISTANCE = 40;

/**
 * A carousel of full-size slides, one in view, with antd Carousel's look (its arrows, its dots): a track slid by a
 * transform, not infinite, no autoplay (the home page's is not, spec section 2). The slides out of view are inert (not
 * focusable, hidden from screen readers); ←/→ inside the carousel change the slide, and a swipe does on touch screens.
 * The slide animates unless the user asked for less motion (in the stylesheet).
 */
export function SlideCarousel({ slides, labels, className }: SlideCarouselProps) {
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const shown = Math.min(current, Math.max(count - 1, 0));
  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);
  // Set when a key changed the slide while the focus was on the slide that leaves: the focus follows to the new one.
  const focusFollows = useRef(false);
  const touchStart = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    const slide = slideRefs.current[shown];
    (slide?.querySelector<HTMLElement>('button, a[href]') ?? slide)?.focus();
  }, [shown]);

  const go = (index: number) => setCurrent(Math.max(0, Math.min(count - 1, index)));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0 || count === 0) return;
    event.preventDefault();
    focusFollows.current = slideRefs.current[shown]?.contains(document.activeElement) ?? false;
    go(shown + step);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = undefined;
    if (start === undefined || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE) return;
    go(shown + (end < start ? 1 : -1));
  };

  return (
    <section
      className={`${styles.carousel} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className={styles.viewport}>
        <div className={styles.track} style={{ transform: `translate3d(${-100 * shown}%, 0, 0)` }}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA's carousel pattern), not a form's fieldset
            <div
              key={slide.key}
              ref={(element) => {
                slideRefs.current[index] = element;
              }}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, count)}
              aria-hidden={index !== shown}
              inert={index !== shown}
              tabIndex={-1}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={labels.previous}
        disabled={shown === 0}
        onClick={() => go(shown - 1)}
      />
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={labels.next}
        disabled={shown >= count - 1}
        onClick={() => go(shown + 1)}
      />
      <ul className={styles.dots}>
        {slides.map((slide, index) => (
          <li key={slide.key} className={index === shown ? styles.activeDot : styles.dot}>
            <button
              type="button"
              aria-label={labels.slide(index + 1, count)}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => go(index)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
