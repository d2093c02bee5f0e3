-- The rate limits' counter (lib/rate-limit/rate-limit.ts and the hold's first round trip): spends
-- p_points of the key's allowance in a fixed window of p_duration_ms that starts with the
-- first point spent after the last window ended (a negative p_points gives points back), and
-- answers the points spent in the window, these included, and when the window ends. The
-- table rate_limit_counters is the app's own (db/schema/rate-limits.ts); the job
-- clear-rate-limits deletes the windows that ended. PL/pgSQL: planned once per connection.
CREATE FUNCTION showbook_spend_points(p_key text, p_points int, p_duration_ms bigint, p_clock timestamptz)
RETURNS TABLE (points int, window_ends_at timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
    INSERT INTO rate_limit_counters AS c (key, points, window_ends_at)
      VALUES (p_key, p_points, p_clock + p_duration_ms * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        points = CASE WHEN c.window_ends_at <= p_clock THEN excluded.points ELSE c.points + excluded.points END,
        window_ends_at = CASE WHEN c.window_ends_at <= p_clock THEN excluded.window_ends_at ELSE c.window_ends_at END
      RETURNING c.points, c.window_ends_at;
END;
$$;
