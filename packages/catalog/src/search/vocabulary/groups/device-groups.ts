/**
 * Hardware, networking gear, the smart home and the devices that report to APIs. One group per line (see `../related-word-groups.ts`).
 */
export const DEVICE_GROUPS = `
sensor, detector
ota, over the air, ota update
usb drive, flash drive, thumb drive, usb stick
gpu, graphics card, graphics processing unit, video card
ram, memory
webcam, web camera
os, operating system
wifi, wi-fi, wireless network, wlan
mac address, hardware address
network interface, network adapter, network card, nic
isp, internet service provider, internet provider
smart plug, smart outlet, smart socket
routine, automation
security camera, surveillance camera, cctv
smart home, home automation
smoke detector, smoke alarm
`;
