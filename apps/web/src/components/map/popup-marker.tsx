import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LatLngExpression, Marker as LeafletMarker } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { Marker, Popup } from 'react-leaflet';
import { pointIcon } from './marker-icons';

export interface PopupMarkerProps {
  position: LatLngExpression;
  /** The marker's name (its title), read when it takes the focus. */
  title: string;
  /** The popup's content. */
  children: ReactNode;
}

/** Whether the focus is in the popup, or was lost with it (on the body, a removed node). */
function isFocusIn(popup: HTMLElement | undefined): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return Boolean(popup?.contains(active));
}

/**
 * A marker whose popup a keyboard user can use: Enter on the marker opens it
 * (Leaflet) and the focus moves into it, to its first link or button, else to
 * its content; Escape in it or on the marker closes it, and closing it (Escape,
 * its close button) brings the focus back to the marker. The close button
 * speaks the reader's language, not Leaflet's "Close popup".
 */
export function PopupMarker({ position, title, children }: PopupMarkerProps) {
  const { t } = useTranslation('ui');
  const closeLabel = t('modal.close');
  const markerRef = useRef<LeafletMarker>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    const popup = markerRef.current?.getPopup()?.getElement();
    if (!isOpen || !popup) return;
    popup.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closeLabel);
  }, [isOpen, closeLabel]);

  useEffect(() => {
    const marker = markerRef.current;
    const popup = marker?.getPopup()?.getElement();
    const content = contentRef.current;
    if (!isOpen || !marker || !popup || !content) return;
    // No scroll: focusing inside Leaflet's panes would scroll the map's box off its tiles.
    const first = content.querySelector<HTMLElement>('a[href], button:not([disabled])');
    (first ?? content).focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      marker.closePopup();
    };
    popup.addEventListener('keydown', onKeyDown);
    return () => popup.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <Marker
      ref={markerRef}
      position={position}
      icon={pointIcon}
      title={title}
      eventHandlers={{
        popupopen: () => setIsOpen(true),
        popupclose: () => {
          setIsOpen(false);
          const marker = markerRef.current;
          if (marker && isFocusIn(marker.getPopup()?.getElement())) {
            marker.getElement()?.focus({ preventScroll: true });
          }
        },
        keydown: (event) => {
          if (event.originalEvent.key === 'Escape') markerRef.current?.closePopup();
        },
      }}
    >
      <Popup>
        <div ref={contentRef} tabIndex={-1} className="registry-map-popup">
          {children}
        </div>
      </Popup>
    </Marker>
  );
}
