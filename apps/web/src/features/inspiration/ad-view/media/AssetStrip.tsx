import type { InspirationAsset } from '@hookline/domain';
import { Tooltip } from '@mantine/core';
import { IconMessageCircle, IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import { safeImageUrl } from '../../../../ui/safe-image-url.ts';
import classes from './media.module.css';

interface AssetStripProps {
  assets: readonly InspirationAsset[];
  current: number;
  /** Each asset's open comments, by index: the live count for the one shown, the ad's for the others. */
  openCounts: readonly number[];
  onPick: (index: number) => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The name of an asset's button in the strip: which it is, what it is, and its open comments. */
export function assetButtonLabel(asset: InspirationAsset, count: number, openComments: number): string {
  const kind = asset.type === 'video' ? 'video' : 'image';
  const comments = openComments > 0 ? `, ${plural(openComments, 'open comment', 'open comments')}` : '';
  return `Asset ${asset.index + 1} of ${count}, ${kind}${comments}`;
}

/** The ad's images and videos, 1 to n, each with its open comments; picking one shows it. */
export function AssetStrip({ assets, current, openCounts, onPick }: AssetStripProps) {
  if (assets.length <= 1) return null;
  return (
    <ol className={classes.strip} aria-label="Assets">
      {assets.map((asset, index) => {
        const still = safeImageUrl(asset.thumbnail ?? (asset.type === 'image' ? asset.url : null));
        const open = openCounts[index] ?? 0;
        const label = assetButtonLabel(asset, assets.length, open);
        return (
          <li key={asset.index}>
            <Tooltip label={label} openDelay={400}>
              <button
                type="button"
                className={classes.thumb}
                aria-current={index === current}
                aria-label={label}
                onClick={() => onPick(index)}
              >
                {still ? (
                  <img src={still} alt="" loading="lazy" />
                ) : (
                  <span className={classes.thumbIcon} aria-hidden>
                    <IconPhoto size={22} stroke={1.4} />
                  </span>
                )}
                {asset.type === 'video' && (
                  <span className={classes.thumbPlay} aria-hidden>
                    <IconPlayerPlayFilled size={20} />
                  </span>
                )}
                <span className={classes.thumbNumber} aria-hidden>
                  {index + 1}
                </span>
                {open > 0 && (
                  <span className={classes.thumbCount} aria-hidden data-testid="asset-open-comments">
                    <IconMessageCircle size={11} stroke={2.4} />
                    {open}
                  </span>
                )}
              </button>
            </Tooltip>
          </li>
        );
      })}
    </ol>
  );
}
