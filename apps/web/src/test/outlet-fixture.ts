import { type ListOutletsResponse, type Outlet, OUTLETS_MAX_PER_PAGE } from '@backoffice/contracts/outlets';

/** An outlet as the outlets call and the profile carry it; only what a test is about needs saying. */
export function makeOutlet(fields: Pick<Outlet, 'id' | 'name'> & Partial<Outlet>): Outlet {
  return {
    business_id: 7,
    address: null,
    phone_number: null,
    city: null,
    province: null,
    postal_code: null,
    kecamatan: null,
    latitude: null,
    longitude: null,
    notes: null,
    time_zone: 'Asia/Jakarta',
    start_date: null,
    end_date: null,
    is_paying: true,
    importing: false,
    exporting: false,
    saudagar: false,
    linked_status: null,
    is_active_subscription: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** The body of GET /api/business-service/v4/businesses/outlets: every outlet in the one page the web asks for. */
export function outletsPage(outlets: Outlet[]): ListOutletsResponse {
  return { results: outlets, page: 1, per_page: OUTLETS_MAX_PER_PAGE, total_count: outlets.length };
}
