/** Contact details shown in the footer. */
export const CONTACT = {
  address: 'Carrera 7 # 71-21, Bogotá D.C., Colombia',
  phone: '+57 601 555 0100',
  supportEmail: 'support@carbon-registry.example',
} as const;

export interface SocialLink {
  id: 'linkedin' | 'x' | 'youtube' | 'instagram';
  name: string;
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/' },
  { id: 'x', name: 'X', url: 'https://x.com/' },
  { id: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/' },
  { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/' },
];
