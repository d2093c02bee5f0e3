-- Bookings moved before time revisions existed: their reschedule notices are revision 1, as
-- are the cancellation and feedback notices written after the move.
UPDATE "bookings" SET "time_revision" = 1
WHERE EXISTS (
  SELECT 1 FROM "notifications"
  WHERE "notifications"."booking_id" = "bookings"."id" AND "notifications"."kind" = 'booking_rescheduled'
);--> statement-breakpoint
UPDATE "notifications" SET "time_revision" = "bookings"."time_revision"
FROM "bookings"
WHERE "bookings"."id" = "notifications"."booking_id"
  AND "notifications"."kind" IN ('booking_rescheduled', 'booking_cancelled', 'feedback_request');
