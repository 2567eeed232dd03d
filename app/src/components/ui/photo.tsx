import { providerAssetUrl } from '#app/api/api-base-url.ts';
import styles from './photo.module.css';

type PhotoProps = {
  /** The provider's path or address of the image. */
  src: string;
  /** What the photo shows, for guests who cannot see it. */
  alt: string;
  /** The first photo a guest sees on arrival loads at once; the rest only when scrolled near. */
  eager?: boolean;
};

/**
 * A provider photo in a 4:3 frame: the frame takes its size before the image arrives, so nothing below it moves
 * (width and height give the browser the ratio, the CSS keeps it whatever the column width).
 */
export function Photo({ src, alt, eager = false }: PhotoProps) {
  return (
    <img
      className={styles.photo}
      src={providerAssetUrl(src)}
      alt={alt}
      width={640}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      // The first photo on arrival is usually the page's largest paint: asked for ahead of what comes with it.
      fetchPriority={eager ? 'high' : 'auto'}
      // Decoded with the frame that draws it: decoded apart, it was painted a frame or two after the card around it
      // (ADR 281). The others are decoded apart, as they load while the guest reads.
      decoding={eager ? 'auto' : 'async'}
    />
  );
}
