/** Where the viewer is (the selected saved place): the detail calls measure `distance` from it. */
export interface Viewer {
  lat: number;
  lng: number;
}

export const viewerParams = (viewer: Viewer | null) =>
  viewer ? { lat: Number(viewer.lat.toFixed(6)), lng: Number(viewer.lng.toFixed(6)) } : {};
