// What the promotion slider needs from Swiper, imported by name so the bundle keeps only these modules; loaded on
// demand by src/client/promotion-slider.ts.
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, Keyboard } from 'swiper/modules';
