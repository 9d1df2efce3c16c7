import type {
  GameCoupon,
  GameCouponPage,
  GameSettings,
  GameState,
  GameStats,
  PlayRequest,
  PlayResult,
  PublicGame,
  PublicGameRules,
} from '../../shared/api/game';
import { baseApi } from './base-api';

/**
 * The prize wheel: the owner's settings, statistics and coupons (`/game/private`, behind the premium
 * gate), and the player's public calls (`/game/public/{publicId}`, no account). A play or a
 * redemption pushes `gameUpdated` to the owner's sockets, which invalidates the owner's tags.
 */
export const gameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    gameState: build.query<GameState, void>({
      query: () => '/game/private/settings',
      providesTags: ['Game'],
    }),
    saveGameSettings: build.mutation<GameState, GameSettings>({
      query: (settings) => ({ url: '/game/private/settings', method: 'PUT', body: settings }),
      invalidatesTags: ['Game', 'GameStats'],
    }),
    gameStats: build.query<GameStats, number>({
      query: (days) => ({ url: '/game/private/stats', params: { days } }),
      providesTags: ['GameStats'],
    }),
    gameCoupons: build.query<GameCouponPage, { q?: string; page?: number }>({
      query: ({ q, page }) => ({ url: '/game/private/coupons', params: { ...(q ? { q } : {}), ...(page ? { page } : {}) } }),
      providesTags: ['GameCoupons'],
    }),
    redeemCoupon: build.mutation<GameCoupon, string>({
      query: (code) => ({ url: `/game/private/coupons/${encodeURIComponent(code)}/redeem`, method: 'POST' }),
      invalidatesTags: ['GameCoupons', 'GameStats', 'Game'],
    }),
    publicGame: build.query<PublicGame, string>({
      query: (publicId) => `/game/public/${encodeURIComponent(publicId)}`,
    }),
    publicGameRules: build.query<PublicGameRules, string>({
      query: (publicId) => `/game/public/${encodeURIComponent(publicId)}/rules`,
    }),
    playGame: build.mutation<PlayResult, { publicId: string; play: PlayRequest }>({
      query: ({ publicId, play }) => ({ url: `/game/public/${encodeURIComponent(publicId)}/play`, method: 'POST', body: play }),
    }),
  }),
});

export const {
  useGameStateQuery,
  useSaveGameSettingsMutation,
  useGameStatsQuery,
  useGameCouponsQuery,
  useRedeemCouponMutation,
  usePublicGameQuery,
  usePublicGameRulesQuery,
  usePlayGameMutation,
} = gameApi;
