import type { DisplayCampaignsResponse } from '@backoffice/contracts/campaigns';

export interface Slide {
  key: string;
  url: string;
  name: string;
  campaign: string;
  index: number;
  count: number;
  seconds: number;
}

/**
 * The slides playing at `now` (on the server's clock): each ongoing campaign's images in turn, each for the
 * campaign's duration. Scheduled campaigns join when their start passes, ended ones drop out.
 */
export function slidesAt(data: DisplayCampaignsResponse, now: number): Slide[] {
  return data.campaigns
    .filter(
      (campaign) =>
        campaign.is_active &&
        new Date(campaign.start_date).getTime() <= now &&
        (campaign.end_date === null || new Date(campaign.end_date).getTime() > now),
    )
    .flatMap((campaign) =>
      campaign.images.map((image, index) => ({
        key: `${campaign.id}-${index}-${image.display_url.slice(-48)}`,
        url: image.display_url,
        name: image.name,
        campaign: campaign.name,
        index: index + 1,
        count: campaign.images.length,
        seconds: campaign.duration,
      })),
    );
}
