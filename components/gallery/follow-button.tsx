"use client";

import { createContext, use, useEffect, useState, useTransition, type ReactNode } from "react";
import { toast } from "sonner";
import { useSessionUser } from "@/components/layout/session-user";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import { followEndpoint, followStatusEndpoint, unfollowEndpoint } from "@/lib/gallery/endpoints";
import { cn } from "@/lib/utils";

type FollowerCount = { count: number; setCount: (count: number) => void };
const FollowerCountContext = createContext<FollowerCount | null>(null);

/**
 * The creator's follower count as the browser knows it. The profile's HTML is cached, so after a
 * follow or unfollow the count comes from the API's answer, never from a render of the page
 * that may predate the change.
 */
export function FollowerCountProvider({ initialCount, children }: { initialCount: number; children: ReactNode }) {
  const [count, setCount] = useState(initialCount);
  return <FollowerCountContext value={{ count, setCount }}>{children}</FollowerCountContext>;
}

export function FollowerCount() {
  return <>{use(FollowerCountContext)?.count}</>;
}

/**
 * Follow or unfollow a creator. The profile's HTML is the same for every visitor (cached), so
 * who is looking is asked from the browser: hidden on your own profile, the follow state (and
 * the count as it is now) asked for once signed in.
 */
export function FollowButton({ username }: { username: string }) {
  const user = useSessionUser();
  const setCount = use(FollowerCountContext)?.setCount;
  const [following, setFollowing] = useState(false);
  const [pending, startTransition] = useTransition();
  const signedIn = Boolean(user);
  const ownProfile = user?.label === username;

  useEffect(() => {
    if (!signedIn || ownProfile) return;
    let current = true;
    call(followStatusEndpoint, { params: { username } }).then(
      (status) => {
        if (!current) return;
        setFollowing(status.isFollowing);
        setCount?.(status.follower_count);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [signedIn, ownProfile, username, setCount]);

  if (ownProfile) return null;

  const toggle = () => {
    if (!signedIn) {
      toast.error("Please log in to follow users");
      return;
    }
    startTransition(async () => {
      try {
        const answer = await call(following ? unfollowEndpoint : followEndpoint, { params: { username } });
        setFollowing(answer.isFollowing);
        setCount?.(answer.follower_count);
      } catch (error) {
        toast.error(errorMessage(error));
      }
    });
  };

  return (
    // Until the browser knows who is looking, the button keeps its place unseen.
    <Button type="button" variant={following ? "outline" : "default"} onClick={toggle} disabled={pending} aria-pressed={following} className={cn(user === undefined && "invisible")}>
      {following ? "Unfollow" : "Follow"}
    </Button>
  );
}
