// The avatar shown whenever a profile has no photoURL: one drawing per gender (docs/accounts.md §2.4).
import { useId } from 'react';
import type { Profile } from '@shared/accounts/account-schemas';

interface DefaultAvatarProps {
  genero: Profile['genero'];
  label: string;
  size: number;
}

const skin = '#f2c9a0';

export function DefaultAvatar({ genero, label, size }: DefaultAvatarProps) {
  const clipId = useId();
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 120 120">
      <clipPath id={clipId}>
        <circle cx="60" cy="60" r="60" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="120" height="120" fill={genero === 'F' ? '#fde0c7' : '#d7e6f5'} />
        {genero === 'F' && <path d="M30 66c0-30 12-44 30-44s30 14 30 44l-6 22H36z" fill="#6b3f1f" />}
        <path d="M18 124c2-26 20-40 42-40s40 14 42 40z" fill={genero === 'F' ? '#e8630a' : '#2d5f8b'} />
        <rect x="52" y="62" width="16" height="24" rx="6" fill={skin} />
        <circle cx="60" cy="50" r="20" fill={skin} />
        {genero === 'M' ? (
          <path d="M39 48c0-14 9-22 21-22s21 8 21 22c-6-8-14-11-21-11s-15 3-21 11z" fill="#3b2a1d" />
        ) : (
          <path d="M40 50c2-14 10-21 20-21s18 7 20 21c-8-3-15-9-18-15-4 7-12 12-22 15z" fill="#6b3f1f" />
        )}
      </g>
    </svg>
  );
}
