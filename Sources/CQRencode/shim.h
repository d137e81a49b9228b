// libqrencode: text into a QR code's modules (Debian's libqrencode-dev).
#ifndef SCOREKEEPER_CQRENCODE_SHIM_H
#define SCOREKEEPER_CQRENCODE_SHIM_H
#include <qrencode.h>
#endif
