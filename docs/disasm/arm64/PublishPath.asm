; PublishPath: the Arm64 code of the micro-benchmark's hot loops at their last optimized tier (benchmarks/disasm-arm64.sh)

; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:MultiNextPublish():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 9 inlinees with PGO data; 16 single block inlinees; 6 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
            str     wzr, [fp, #0x14]
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x19, [x0, #0x10]
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x0020
            add     x1, fp, #20
            asr     x1, x1, #16
            ldr     x2, [x19, #0x18]
            cbnz    x2, G_M000_IG12
 
G_M000_IG04:                ;; offset=0x0030
            ldr     x0, [x19, #0x20]
            cbz     x0, G_M000_IG13
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1]
            add     x3, x1, #136
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #1
            cmp     x4, x2
            bgt     G_M000_IG11
 
G_M000_IG05:                ;; offset=0x006C
            add     x1, x1, #136
            mov     x4, #1
            ldaddal x4, x1, [x1]
            add     x21, x1, #1
            stlr    x21, [x3]
            cmp     x21, x2
            bgt     G_M000_IG14
 
G_M000_IG06:                ;; offset=0x0088
            mov     x1, x21
 
G_M000_IG07:                ;; offset=0x008C
            ldp     x0, x2, [x19, #0x40]
            and     x2, x1, x2
            sxtw    x3, w20
            str     x3, [x0, x2, LSL #3]
            ldapur  x0, [x19, #0x30]
            cbnz    x0, G_M000_IG20
            ldr     x21, [x19, #0x20]
            cbz     x21, G_M000_IG18
            add     x0, x19, #80
            ldr     x2, [x19, #0x28]
            ldp     x3, x4, [x0, #0x08]
            and     x4, x1, x4
            add     x22, x3, x4,  LSL #2
            ldr     w0, [x0, #0x18]
            lsr     x23, x1, x0
            ldapr   w3, [x22]
            ldrsb   wzr, [x2]
            add     x0, x2, #136
            mov     x2, x0
            eor     x4, x2, #8
            sub     x2, x4, x2
            add     x0, x2, x0
            ldapr   x0, [x0]
            add     x0, x0, #1
            cmp     x1, x0
            bhs     G_M000_IG15
            sub     w0, w3, w23
            lsr     w0, w0, #31
            cbz     w0, G_M000_IG15
 
G_M000_IG08:                ;; offset=0x0100
            stlr    w23, [x22]
            ldrb    w0, [x21, #0x59]
            cbnz    w0, G_M000_IG16
 
G_M000_IG09:                ;; offset=0x010C
            add     w20, w20, #1
            cmp     w20, #0x3E8
            blt     G_M000_IG03
 
G_M000_IG10:                ;; offset=0x0118
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG11:                ;; offset=0x012C
            mov     w1, #1
            movz    x2, #0xE9A0
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG06
 
G_M000_IG12:                ;; offset=0x014C
            ldr     x0, [x2, #0x300]
            ldr     x3, [x2, #0x308]
            add     x0, x0, #1
            ldr     x4, [x2, #0x318]
            eor     x4, x1, x4
            sub     x3, x3, x0
            orr     x3, x4, x3,  ASR #63
            cbnz    x3, G_M000_IG04
            str     x0, [x2, #0x300]
            mov     x1, x0
            b       G_M000_IG07
 
G_M000_IG13:                ;; offset=0x0178
            ldr     x0, [x19, #0x18]
            mov     w2, #1
            movz    x3, #0xE910
            movk    x3, #0x6C2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
            b       G_M000_IG06
 
G_M000_IG14:                ;; offset=0x01A0
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #1
            mov     w3, wzr
            movz    x4, #0xE9D0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG06
 
G_M000_IG15:                ;; offset=0x01C8
            mov     x0, x21
            mov     w2, w3
            mov     w3, w23
            movz    x4, #0xEBB0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG08
 
G_M000_IG16:                ;; offset=0x01EC
            ldrb    w0, [x21, #0x58]
            cbz     w0, G_M000_IG17
            mov     x0, x21
            movz    x1, #0xEBF8
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG17:                ;; offset=0x020C
            ldapur  x0, [x21, #0x38]
            cbz     x0, G_M000_IG09
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG09
            movz    x1, #0xF678
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG09
 
G_M000_IG18:                ;; offset=0x0234
            ldr     x21, [x19, #0x18]
            ldr     x0, [x21, #0x300]
            sub     x2, x0, x1
            ldr     x3, [x21, #0x310]
            sub     x0, x0, x3
            cmp     x2, x0
            bhs     G_M000_IG21
            str     x1, [x21, #0x310]
            ldr     x0, [x21, #0x18]
            stlur   x1, [x0, #0x88]
            ldrb    w0, [x21, #0x59]
            cbz     w0, G_M000_IG09
            ldrb    w0, [x21, #0x58]
            cbz     w0, G_M000_IG19
            mov     x0, x21
            movz    x1, #0xEBF8
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG19:                ;; offset=0x0284
            ldapur  x0, [x21, #0x38]
            cbz     x0, G_M000_IG09
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG09
            movz    x1, #0xF678
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG09
 
G_M000_IG20:                ;; offset=0x02AC
            ldr     x2, [x0, #0x300]
            sub     x3, x2, x1
            ldr     x4, [x0, #0x310]
            sub     x2, x2, x4
            cmp     x3, x2
            bhs     G_M000_IG22
            str     x1, [x0, #0x310]
            ldr     x0, [x0, #0x18]
            stlur   x1, [x0, #0x88]
            b       G_M000_IG09
 
G_M000_IG21:                ;; offset=0x02D4
            mov     x0, x21
            movz    x2, #0xF690
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG22:                ;; offset=0x02F4
            movz    x2, #0xF690
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
; Total bytes of code 784


; Assembly listing for method NDisruptor.MultiProducerSequencer:Claim(int,NDisruptor.Sequence):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 659468
; 0 inlinees with PGO data; 3 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            str     x19, [sp, #0x18]
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x000C
            add     x3, x0, #792
            ldapr   x3, [x3]
            ldrsb   wzr, [x2], #0x88
            mov     x4, x2
            mov     x5, x4
            eor     x6, x5, #8
            sub     x5, x6, x5
            add     x4, x5, x4
            ldapr   x5, [x4]
            sxtw    x6, w1
            add     x5, x5, x6
            cmp     x5, x3
            bgt     G_M000_IG06
 
G_M000_IG03:                ;; offset=0x0040
            mov     x1, x6
            ldaddal x1, x2, [x2]
            add     x19, x2, x1
            stlr    x19, [x4]
            cmp     x19, x3
            bgt     G_M000_IG08
 
G_M000_IG04:                ;; offset=0x0058
            mov     x0, x19
 
G_M000_IG05:                ;; offset=0x005C
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG06:                ;; offset=0x0068
            movz    x2, #0xE9A0
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
 
G_M000_IG07:                ;; offset=0x0078
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            br      x2
 
G_M000_IG08:                ;; offset=0x0084
            ldr     w1, [x0, #0x50]
            sub     x1, x19, w1, SXTW
            sub     x2, x19, x6
            mov     w3, wzr
            movz    x4, #0xE9D0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG04
 
; Total bytes of code 172


; Assembly listing for method NDisruptor.MultiProducerSequencer:Publish(long,byref,NDisruptor.Sequence):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 701568
; 2 inlinees with PGO data; 4 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x18]
            str     x21, [sp, #0x28]
            mov     fp, sp
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0014
            ldp     x0, x4, [x2, #0x08]
            and     x4, x1, x4
            add     x20, x0, x4,  LSL #2
            ldr     w0, [x2, #0x18]
            lsr     x21, x1, x0
            ldapr   w2, [x20]
            ldrsb   wzr, [x3]
            add     x0, x3, #136
            mov     x3, x0
            eor     x4, x3, #8
            sub     x3, x4, x3
            add     x0, x3, x0
            ldapr   x0, [x0]
            add     x0, x0, #1
            cmp     x1, x0
            bhs     G_M000_IG05
            sub     w0, w2, w21
            lsr     w0, w0, #31
            cbz     w0, G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0060
            stlr    w21, [x20]
            ldrb    w0, [x19, #0x59]
            cbnz    w0, G_M000_IG06
 
G_M000_IG04:                ;; offset=0x006C
            ldr     x21, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG05:                ;; offset=0x007C
            mov     x0, x19
            mov     w3, w21
            movz    x4, #0xEBB0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG03
 
G_M000_IG06:                ;; offset=0x009C
            ldrb    w0, [x19, #0x58]
            cbz     w0, G_M000_IG07
            mov     x0, x19
            movz    x1, #0xEBF8
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG07:                ;; offset=0x00BC
            ldapur  x0, [x19, #0x38]
            cbz     x0, G_M000_IG04
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG04
            movz    x1, #0xF678
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
 
G_M000_IG08:                ;; offset=0x00DC
            ldr     x21, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x30
            br      x1
 
; Total bytes of code 236


; Assembly listing for method NDisruptor.MultiProducerSequencer:IsPublishable(long,long,int,int):bool (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 670336

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            add     x1, x1, #1
            sub     w2, w2, w3
            cmp     x0, x1
            ccmp    w2, #0, z, lo
            cset    x0, lt
 
G_M000_IG03:                ;; offset=0x001C
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 36


; Assembly listing for method NDisruptor.MultiProducerSequencer:ClaimWhenRoom(int):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 3175
; 3 inlinees with PGO data; 13 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x70]!
            stp     x19, x20, [sp, #0x40]
            stp     x21, x22, [sp, #0x50]
            stp     x23, x24, [sp, #0x60]
            mov     fp, sp
            stp     xzr, xzr, [fp, #0x30]
            str     x0, [fp, #0x18]
 
G_M000_IG02:                ;; offset=0x001C
            ldr     x2, [x0, #0x18]
            ldapur  x19, [x2, #0x88]
            add     x2, x0, #32
            ldapr   x3, [x2]
 
G_M000_IG03:                ;; offset=0x002C
            mov     x4, x19
            ldr     w5, [x3, #0x08]
            mov     x6, xzr
            add     w5, w5, #1
 
G_M000_IG04:                ;; offset=0x003C
            sub     w5, w5, #1
            cbnz    w5, G_M000_IG08
            ldapr   x5, [x2]
            cmp     x5, x3
            bne     G_M000_IG11
            mov     x2, x4
            sxtw    x20, w1
            add     x1, x19, x20
            ldr     w3, [x0, #0x50]
            sub     x1, x1, w3, SXTW
            cmp     x1, x2
            cset    x21, gt
            cbnz    w21, G_M000_IG12
 
G_M000_IG05:                ;; offset=0x0070
            ldr     w1, [x0, #0x50]
            add     x1, x2, w1, SXTW
            add     x3, x0, #792
            stlr    x1, [x3]
            ldr     x1, [x0, #0x18]
            ldrsb   wzr, [x1], #0x88
            mov     x3, x20
            ldaddal x3, x1, [x1]
            add     x19, x1, x3
            ldr     x1, [x0, #0x18]
            ldrsb   wzr, [x1], #0x88
            mov     x3, x1
            eor     x4, x3, #8
            sub     x3, x4, x3
            add     x1, x3, x1
            stlr    x19, [x1]
            ldr     w1, [x0, #0x50]
            sub     x1, x19, w1, SXTW
            cmp     x1, x2
            bgt     G_M000_IG18
 
G_M000_IG06:                ;; offset=0x00C0
            mov     x0, x19
 
G_M000_IG07:                ;; offset=0x00C4
            ldp     x23, x24, [sp, #0x60]
            ldp     x21, x22, [sp, #0x50]
            ldp     x19, x20, [sp, #0x40]
            ldp     fp, lr, [sp], #0x70
            ret     lr
 
G_M000_IG08:                ;; offset=0x00D8
            add     x7, x3, #16
            ldr     x7, [x7, x6]
            add     x6, x6, #8
            ldapur  x7, [x7, #0x88]
            cmp     x4, x7
            ble     G_M000_IG09
            b       G_M000_IG10
 
G_M000_IG09:                ;; offset=0x00F4
            mov     x7, x4
 
G_M000_IG10:                ;; offset=0x00F8
            mov     x4, x7
            b       G_M000_IG04
 
G_M000_IG11:                ;; offset=0x0100
            mov     x3, x5
            b       G_M000_IG03
 
G_M000_IG12:                ;; offset=0x0108
            movz    x1, #0xF408
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            ldr     x0, [fp, #0x18]
            add     x1, x0, #0x420
            mov     x2, #1
            ldaddal x2, x1, [x1]
            add     x1, x1, #1
            cmp     x1, #1
            ble     G_M000_IG13
            add     x1, x0, #624
            ldaprb  w1, [x1]
            cbnz    w1, G_M000_IG13
            add     x1, x0, #624
            mov     w2, #1
            stlrb   w2, [x1]
 
G_M000_IG13:                ;; offset=0x0150
            add     x1, x0, #624
            ldaprb  w1, [x1]
            cbnz    w1, G_M000_IG14
            mov     w22, wzr
            mov     w23, wzr
            mov     w24, wzr
            b       G_M000_IG15
 
G_M000_IG14:                ;; offset=0x016C
            str     xzr, [fp, #0x20]
            str     wzr, [fp, #0x28]
            add     x0, fp, #32
            mov     w1, wzr
            mov     w2, #1
            movz    x3, #0xC0C0
            movk    x3, #0x6D7 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            ldr     w22, [fp, #0x20]
            ldrb    w23, [fp, #0x24]
            ldr     w24, [fp, #0x28]
 
G_M000_IG15:                ;; offset=0x01A0
            str     w22, [fp, #0x30]
            strb    w23, [fp, #0x34]
            str     w24, [fp, #0x38]
 
G_M000_IG16:                ;; offset=0x01AC
            ldr     x0, [fp, #0x18]
            movz    x1, #0xF450
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            add     x0, fp, #48
            movz    x1, #0xF468
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            ldr     x0, [fp, #0x18]
            ldr     x1, [x0, #0x18]
            ldapur  x22, [x1, #0x88]
            add     x1, x22, x20
            ldr     w2, [x0, #0x50]
            sub     x23, x1, w2, SXTW
            mov     x1, x22
            movz    x2, #0xF3F0
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x2, x0
            cmp     x23, x2
            ble     G_M000_IG17
            sub     x0, x22, x19
            ldr     x22, [fp, #0x18]
            ldrsw   x1, [x22, #0x50]
            cmp     x0, x1
            blt     G_M000_IG16
 
G_M000_IG17:                ;; offset=0x022C
            ldr     x22, [fp, #0x18]
            add     x0, x22, #0x420
            movn    x1, #0
            ldaddal x1, x0, [x0]
            mov     x0, x22
            b       G_M000_IG05
 
G_M000_IG18:                ;; offset=0x0244
            sub     x2, x19, x20
            mov     w3, w21
            movz    x4, #0xE9D0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG06
 
G_M000_IG19:                ;; offset=0x0264
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x10]
            stp     x21, x22, [sp, #0x20]
            stp     x23, x24, [sp, #0x30]
 
G_M000_IG20:                ;; offset=0x0274
            ldr     x22, [fp, #0x18]
            add     x2, x22, #0x420
            movn    x0, #0
            ldaddal x0, x2, [x2]
 
G_M000_IG21:                ;; offset=0x0284
            ldp     x23, x24, [sp, #0x30]
            ldp     x21, x22, [sp, #0x20]
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
; Total bytes of code 664


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:MultiScope():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 6 inlinees with PGO data; 7 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x28]
            str     x21, [sp, #0x38]
            mov     fp, sp
            str     wzr, [fp, #0x24]
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x10]
            mov     w20, wzr
            b       G_M000_IG07
 
G_M000_IG03:                ;; offset=0x0020
            mov     w1, #1
            movz    x2, #0xE9A0
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0040
            sxtw    x2, w20
            str     x2, [x0]
 
G_M000_IG05:                ;; offset=0x0048
            ldr     x0, [x19, #0x18]
            cbnz    x0, G_M000_IG16
            mov     x0, x19
            movz    x2, #0x6A30
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG06:                ;; offset=0x0068
            add     w20, w20, #1
            cmp     w20, #0x3E8
            bge     G_M000_IG12
 
G_M000_IG07:                ;; offset=0x0074
            add     x1, fp, #36
            asr     x1, x1, #16
            ldr     x2, [x19, #0x18]
            cbnz    x2, G_M000_IG13
 
G_M000_IG08:                ;; offset=0x0084
            ldr     x0, [x19, #0x20]
            cbz     x0, G_M000_IG14
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1], #0x88
            mov     x3, x1
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #1
            cmp     x4, x2
            bgt     G_M000_IG03
 
G_M000_IG09:                ;; offset=0x00C0
            mov     x4, #1
            ldaddal x4, x1, [x1]
            add     x21, x1, #1
            stlr    x21, [x3]
            cmp     x21, x2
            bgt     G_M000_IG15
 
G_M000_IG10:                ;; offset=0x00D8
            mov     x1, x21
 
G_M000_IG11:                ;; offset=0x00DC
            ldp     x0, x2, [x19, #0x40]
            and     x2, x1, x2
            lsl     x2, x2, #3
            add     x0, x0, x2
            stp     x19, x1, [fp, #0x10]
            b       G_M000_IG04
 
G_M000_IG12:                ;; offset=0x00F4
            ldr     x21, [sp, #0x38]
            ldp     x19, x20, [sp, #0x28]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG13:                ;; offset=0x0104
            ldr     x0, [x2, #0x300]
            ldr     x3, [x2, #0x308]
            add     x0, x0, #1
            ldr     x4, [x2, #0x318]
            eor     x4, x1, x4
            sub     x3, x3, x0
            orr     x3, x4, x3,  ASR #63
            cbnz    x3, G_M000_IG08
            str     x0, [x2, #0x300]
            mov     x1, x0
            b       G_M000_IG11
 
G_M000_IG14:                ;; offset=0x0130
            ldr     x0, [x19, #0x18]
            mov     w2, #1
            movz    x3, #0xE910
            movk    x3, #0x6C2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
            b       G_M000_IG10
 
G_M000_IG15:                ;; offset=0x0158
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #1
            mov     w3, wzr
            movz    x4, #0xE9D0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG10
 
G_M000_IG16:                ;; offset=0x0180
            mov     x0, x19
            movz    x2, #0x6A48
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            b       G_M000_IG06
 
G_M000_IG17:                ;; offset=0x019C
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x18]
            str     x21, [sp, #0x28]
 
G_M000_IG18:                ;; offset=0x01A8
            ldr     x0, [fp, #0x10]
            cbz     x0, G_M000_IG20
            ldr     x0, [fp, #0x10]
            ldr     x0, [x0, #0x18]
            cbnz    x0, G_M000_IG19
            ldp     x0, x1, [fp, #0x10]
            movz    x2, #0x6A30
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            b       G_M000_IG20
 
G_M000_IG19:                ;; offset=0x01D8
            ldp     x0, x1, [fp, #0x10]
            movz    x2, #0x6A48
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG20:                ;; offset=0x01F0
            ldr     x21, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
; Total bytes of code 512


; Assembly listing for method NDisruptor.MultiProducerSequencer:PublishClaimed(long,byref):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 1 inlinees with PGO data; 4 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            str     x19, [sp, #0x18]
            mov     fp, sp
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0010
            ldp     x0, x3, [x2, #0x08]
            and     x3, x1, x3
            add     x0, x0, x3,  LSL #2
            ldr     w2, [x2, #0x18]
            lsr     x4, x1, x2
            ldapr   w3, [x0]
            sub     w2, w3, w4
            tbz     w2, #31, G_M000_IG04
            stlr    w4, [x0]
            ldrb    w0, [x19, #0x59]
            cbnz    w0, G_M000_IG05
 
G_M000_IG03:                ;; offset=0x003C
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG04:                ;; offset=0x0048
            ldr     x2, [x19, #0x18]
            ldapur  x2, [x2, #0x88]
            mov     x0, x19
            movz    x5, #0x6A78
            movk    x5, #0x6EB LSL #16
            movk    x5, #85 LSL #32
            ldr     x5, [x5]
            blr     x5
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG05:                ;; offset=0x0070
            ldrb    w0, [x19, #0x58]
            cbz     w0, G_M000_IG06
            mov     x0, x19
            movz    x1, #0xEBF8
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG06:                ;; offset=0x0090
            ldapur  x0, [x19, #0x38]
            cbz     x0, G_M000_IG03
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG03
            movz    x1, #0xF678
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
 
G_M000_IG07:                ;; offset=0x00B0
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            br      x1
 
; Total bytes of code 188


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:DisruptorNetMultiScope():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 4 inlinees with PGO data; 15 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x50]!
            stp     x19, x20, [sp, #0x38]
            str     x21, [sp, #0x48]
            mov     fp, sp
            str     xzr, [fp, #0x20]
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x20]
            str     x19, [fp, #0x20]
            str     wzr, [fp, #0x34]
 
G_M000_IG03:                ;; offset=0x0020
            ldrsb   wzr, [x19]
            add     x20, x19, #88
            ldrb    w0, [x20, #0x08]
            cbz     w0, G_M000_IG10
            cmp     w0, #1
            bne     G_M000_IG09
            ldr     x0, [x20]
            ldr     x1, [x0, #0x10]
            add     x1, x1, #64
            mov     x2, #1
            ldaddal x2, x1, [x1]
            add     x21, x1, #1
            sub     x2, x21, #1
            ldr     w1, [x0, #0x30]
            sub     x1, x21, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            bgt     G_M000_IG12
 
G_M000_IG04:                ;; offset=0x006C
            str     x19, [fp, #0x18]
            str     x21, [fp, #0x28]
 
G_M000_IG05:                ;; offset=0x0074
            ldr     x0, [x19, #0x40]
            ldr     w11, [x19, #0x48]
            and     w11, w21, w11
            add     w11, w11, #16
            ldrsb   wzr, [x0], #0x10
            ldrsw   x1, [fp, #0x34]
            str     x1, [x0, w11, UXTW #3]
 
G_M000_IG06:                ;; offset=0x0090
            bl      G_M000_IG13
            nop     
 
G_M000_IG07:                ;; offset=0x0098
            ldr     w0, [fp, #0x34]
            add     w0, w0, #1
            str     w0, [fp, #0x34]
            ldr     w0, [fp, #0x34]
            cmp     w0, #0x3E8
            ldr     x19, [fp, #0x20]
            blt     G_M000_IG03
 
G_M000_IG08:                ;; offset=0x00B4
            ldr     x21, [sp, #0x48]
            ldp     x19, x20, [sp, #0x38]
            ldp     fp, lr, [sp], #0x50
            ret     lr
 
G_M000_IG09:                ;; offset=0x00C4
            ldr     x0, [x20]
            movz    x11, #0x4208
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            mov     x21, x0
            b       G_M000_IG04
 
G_M000_IG10:                ;; offset=0x00E4
            ldr     x21, [x20]
            ldr     x1, [x21, #0x68]
            add     x20, x1, #1
            ldr     w0, [x21, #0x20]
            sub     x2, x20, w0, SXTW
            ldr     x0, [x21, #0x70]
            cmp     x2, x0
            ccmp    x0, x1, 0, le
            ble     G_M000_IG11
            mov     x0, x21
            movz    x3, #0x7B88
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG11:                ;; offset=0x0120
            str     x20, [x21, #0x68]
            mov     x21, x20
            b       G_M000_IG04
 
G_M000_IG12:                ;; offset=0x012C
            movz    x3, #0x79D8
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG04
 
G_M000_IG13:                ;; offset=0x0144
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x18]
            str     x21, [sp, #0x28]
 
G_M000_IG14:                ;; offset=0x0150
            ldr     x0, [fp, #0x18]
            add     x19, x0, #88
            ldrb    w0, [x19, #0x08]
            cbz     w0, G_M000_IG16
            cmp     w0, #1
            beq     G_M000_IG17
 
G_M000_IG15:                ;; offset=0x0168
            ldr     x0, [x19]
            ldr     x1, [fp, #0x28]
            movz    x11, #0x4210
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG19
 
G_M000_IG16:                ;; offset=0x0188
            ldr     x0, [x19]
            ldr     x11, [x0, #0x10]
            ldr     x1, [fp, #0x28]
            stlur   x1, [x11, #0x40]
            ldrb    w11, [x0, #0x24]
            cbz     w11, G_M000_IG19
            ldr     x0, [x0, #0x08]
            movz    x11, #0x4218
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG19
 
G_M000_IG17:                ;; offset=0x01BC
            ldr     x0, [x19]
            ldr     x11, [x0, #0x28]
            ldr     w1, [fp, #0x28]
            ldp     w2, w3, [x0, #0x34]
            and     w1, w1, w2
            sbfiz   x1, x1, #2, #32
            add     x11, x11, x1
            ldr     x1, [fp, #0x28]
            lsr     x1, x1, x3
            stlr    w1, [x11]
            ldrb    w11, [x0, #0x3C]
            cbz     w11, G_M000_IG19
 
G_M000_IG18:                ;; offset=0x01EC
            ldr     x0, [x0, #0x08]
            movz    x11, #0x4220
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
 
G_M000_IG19:                ;; offset=0x0204
            ldr     x21, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
; Total bytes of code 532


; Assembly listing for method Disruptor.MultiProducerSequencer:NextInternal(int):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 19396
; 0 inlinees with PGO data; 3 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            str     x19, [sp, #0x18]
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x000C
            ldr     x2, [x0, #0x10]
            ldrsb   wzr, [x2], #0x40
            sxtw    x1, w1
            mov     x3, x1
            ldaddal x3, x2, [x2]
            add     x19, x2, x3
            sub     x2, x19, x1
            ldr     w1, [x0, #0x30]
            sub     x1, x19, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            bgt     G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0040
            mov     x0, x19
 
G_M000_IG04:                ;; offset=0x0044
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG05:                ;; offset=0x0050
            movz    x3, #0x79D8
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG03
 
; Total bytes of code 104


; Assembly listing for method Disruptor.MultiProducerSequencer+SequenceCache:get_Value():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            ldapur  x0, [x0, #0x40]
 
G_M000_IG03:                ;; offset=0x000C
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 20


; Assembly listing for method Disruptor.MultiProducerSequencer:Publish(long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 42832
; 0 inlinees with PGO data; 3 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            ldr     x11, [x0, #0x28]
            ldp     w2, w3, [x0, #0x34]
            and     w2, w1, w2
            sbfiz   x2, x2, #2, #32
            add     x11, x11, x2
            lsr     x1, x1, x3
            stlr    w1, [x11]
            ldrb    w11, [x0, #0x3C]
            cbnz    w11, G_M000_IG04
 
G_M000_IG03:                ;; offset=0x002C
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
G_M000_IG04:                ;; offset=0x0034
            ldr     x0, [x0, #0x08]
            movz    x11, #0x4200
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     wzr, [x0]
            ldr     x1, [x11]
 
G_M000_IG05:                ;; offset=0x004C
            ldp     fp, lr, [sp], #0x10
            br      x1
 
; Total bytes of code 84


; Assembly listing for method Disruptor.MultiProducerSequencer:CalculateIndex(long):int:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            ldr     w0, [x0, #0x34]
            and     w0, w1, w0
 
G_M000_IG03:                ;; offset=0x0010
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 24


; Assembly listing for method Disruptor.MultiProducerSequencer:CalculateAvailabilityFlag(long):int:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            ldr     w0, [x0, #0x38]
            lsr     x0, x1, x0
 
G_M000_IG03:                ;; offset=0x0010
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 24


; Assembly listing for method Disruptor.MultiProducerSequencer:SetAvailableBufferValue(int,int):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            ldr     x0, [x0, #0x28]
            sbfiz   x1, x1, #2, #32
            add     x0, x0, x1
            stlr    w2, [x0]
 
G_M000_IG03:                ;; offset=0x0018
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 32


; Assembly listing for method Disruptor.MultiProducerSequencer:NextInternalOnWrapPointReached(long,long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 1182
; 1 inlinees with PGO data; 3 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x20]
            stp     x21, x22, [sp, #0x30]
            mov     fp, sp
            str     xzr, [fp, #0x18]
            mov     x19, x0
            mov     x20, x1
            mov     x21, x2
 
G_M000_IG02:                ;; offset=0x0020
            add     x22, x19, #24
 
G_M000_IG03:                ;; offset=0x0024
            ldapr   x0, [x22]
            mov     x2, x21
            ldr     w1, [x0, #0x08]
            mov     x3, xzr
            add     w1, w1, #1
 
G_M000_IG04:                ;; offset=0x0038
            sub     w1, w1, #1
            cbnz    w1, G_M000_IG07
            cmp     x20, x2
            bgt     G_M000_IG06
            stlur   x2, [x19, #0x80]
 
G_M000_IG05:                ;; offset=0x004C
            ldp     x21, x22, [sp, #0x30]
            ldp     x19, x20, [sp, #0x20]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG06:                ;; offset=0x005C
            add     x0, fp, #24
            movn    w1, #0
            movz    x2, #0xC6C0
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            b       G_M000_IG03
 
G_M000_IG07:                ;; offset=0x007C
            add     x4, x0, #16
            ldr     x4, [x4, x3]
            add     x3, x3, #8
            ldapur  x4, [x4, #0x40]
            cmp     x4, x2
            bge     G_M000_IG04
            mov     x2, x4
            b       G_M000_IG04
 
; Total bytes of code 156


; Assembly listing for method Disruptor.MultiProducerSequencer+SequenceCache:SetValue(long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            stlur   x1, [x0, #0x40]
 
G_M000_IG03:                ;; offset=0x000C
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 20


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:DisruptorNetMultiNextPublish():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 4 inlinees with PGO data; 11 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x20]
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x001C
            ldrsb   wzr, [x19]
            add     x21, x19, #88
            mov     x3, x21
            ldrb    w0, [x3, #0x08]
            cbz     w0, G_M000_IG08
            cmp     w0, #1
            bne     G_M000_IG07
            ldr     x0, [x3]
            ldr     x1, [x0, #0x10]
            add     x1, x1, #64
            mov     x2, #1
            ldaddal x2, x1, [x1]
            add     x22, x1, #1
            sub     x2, x22, #1
            ldr     w1, [x0, #0x30]
            sub     x1, x22, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            bgt     G_M000_IG10
 
G_M000_IG04:                ;; offset=0x006C
            ldr     x0, [x19, #0x40]
            ldr     w11, [x19, #0x48]
            and     w11, w22, w11
            add     w11, w11, #16
            ldrsb   wzr, [x0], #0x10
            sxtw    x1, w20
            str     x1, [x0, w11, UXTW #3]
            ldrb    w0, [x21, #0x08]
            cbz     w0, G_M000_IG12
            cmp     w0, #1
            bne     G_M000_IG11
            ldr     x0, [x21]
            ldr     x11, [x0, #0x28]
            ldp     w1, w2, [x0, #0x34]
            and     w1, w22, w1
            sbfiz   x1, x1, #2, #32
            add     x11, x11, x1
            lsr     x1, x22, x2
            stlr    w1, [x11]
            ldrb    w11, [x0, #0x3C]
            cbnz    w11, G_M000_IG13
 
G_M000_IG05:                ;; offset=0x00C0
            add     w20, w20, #1
            cmp     w20, #0x3E8
            blt     G_M000_IG03
 
G_M000_IG06:                ;; offset=0x00CC
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG07:                ;; offset=0x00E0
            ldr     x0, [x3]
            movz    x11, #0x42C0
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            mov     x22, x0
            b       G_M000_IG04
 
G_M000_IG08:                ;; offset=0x0100
            ldr     x22, [x3]
            ldr     x1, [x22, #0x68]
            add     x23, x1, #1
            ldr     w0, [x22, #0x20]
            sub     x2, x23, w0, SXTW
            ldr     x0, [x22, #0x70]
            cmp     x2, x0
            ccmp    x0, x1, 0, le
            ble     G_M000_IG09
            mov     x0, x22
            movz    x3, #0x7B88
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG09:                ;; offset=0x013C
            str     x23, [x22, #0x68]
            mov     x22, x23
            b       G_M000_IG04
 
G_M000_IG10:                ;; offset=0x0148
            movz    x3, #0x79D8
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG04
 
G_M000_IG11:                ;; offset=0x0160
            ldr     x0, [x21]
            mov     x1, x22
            movz    x11, #0x42C8
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG05
 
G_M000_IG12:                ;; offset=0x0180
            ldr     x0, [x21]
            ldr     x11, [x0, #0x10]
            stlur   x22, [x11, #0x40]
            ldrb    w11, [x0, #0x24]
            cbz     w11, G_M000_IG05
            ldr     x0, [x0, #0x08]
            movz    x11, #0x42D0
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG05
 
G_M000_IG13:                ;; offset=0x01B0
            ldr     x0, [x0, #0x08]
            movz    x11, #0x42D8
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG05
 
; Total bytes of code 460


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:NextPublish():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 9 inlinees with PGO data; 16 single block inlinees; 6 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
            str     wzr, [fp, #0x14]
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x19, [x0, #0x08]
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x0020
            add     x1, fp, #20
            asr     x1, x1, #16
            ldr     x2, [x19, #0x18]
            cbnz    x2, G_M000_IG12
 
G_M000_IG04:                ;; offset=0x0030
            ldr     x0, [x19, #0x20]
            cbz     x0, G_M000_IG13
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1]
            add     x3, x1, #136
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #1
            cmp     x4, x2
            bgt     G_M000_IG11
 
G_M000_IG05:                ;; offset=0x006C
            add     x1, x1, #136
            mov     x4, #1
            ldaddal x4, x1, [x1]
            add     x21, x1, #1
            stlr    x21, [x3]
            cmp     x21, x2
            bgt     G_M000_IG14
 
G_M000_IG06:                ;; offset=0x0088
            mov     x1, x21
 
G_M000_IG07:                ;; offset=0x008C
            ldp     x0, x2, [x19, #0x40]
            and     x2, x1, x2
            sxtw    x3, w20
            str     x3, [x0, x2, LSL #3]
            ldapur  x0, [x19, #0x30]
            cbnz    x0, G_M000_IG20
            ldr     x21, [x19, #0x20]
            cbz     x21, G_M000_IG18
            add     x0, x19, #80
            ldr     x2, [x19, #0x28]
            ldp     x3, x4, [x0, #0x08]
            and     x4, x1, x4
            add     x22, x3, x4,  LSL #2
            ldr     w0, [x0, #0x18]
            lsr     x23, x1, x0
            ldapr   w3, [x22]
            ldrsb   wzr, [x2]
            add     x0, x2, #136
            mov     x2, x0
            eor     x4, x2, #8
            sub     x2, x4, x2
            add     x0, x2, x0
            ldapr   x0, [x0]
            add     x0, x0, #1
            cmp     x1, x0
            bhs     G_M000_IG15
            sub     w0, w3, w23
            lsr     w0, w0, #31
            cbz     w0, G_M000_IG15
 
G_M000_IG08:                ;; offset=0x0100
            stlr    w23, [x22]
            ldrb    w0, [x21, #0x59]
            cbnz    w0, G_M000_IG16
 
G_M000_IG09:                ;; offset=0x010C
            add     w20, w20, #1
            cmp     w20, #0x3E8
            blt     G_M000_IG03
 
G_M000_IG10:                ;; offset=0x0118
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG11:                ;; offset=0x012C
            mov     w1, #1
            movz    x2, #0xE9A0
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG06
 
G_M000_IG12:                ;; offset=0x014C
            ldr     x0, [x2, #0x300]
            ldr     x3, [x2, #0x308]
            add     x0, x0, #1
            ldr     x4, [x2, #0x318]
            eor     x4, x1, x4
            sub     x3, x3, x0
            orr     x3, x4, x3,  ASR #63
            cbnz    x3, G_M000_IG04
            str     x0, [x2, #0x300]
            mov     x1, x0
            b       G_M000_IG07
 
G_M000_IG13:                ;; offset=0x0178
            ldr     x0, [x19, #0x18]
            mov     w2, #1
            movz    x3, #0xE910
            movk    x3, #0x6C2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
            b       G_M000_IG06
 
G_M000_IG14:                ;; offset=0x01A0
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #1
            mov     w3, wzr
            movz    x4, #0xE9D0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG06
 
G_M000_IG15:                ;; offset=0x01C8
            mov     x0, x21
            mov     w2, w3
            mov     w3, w23
            movz    x4, #0xEBB0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG08
 
G_M000_IG16:                ;; offset=0x01EC
            ldrb    w0, [x21, #0x58]
            cbz     w0, G_M000_IG17
            mov     x0, x21
            movz    x1, #0xEBF8
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG17:                ;; offset=0x020C
            ldapur  x0, [x21, #0x38]
            cbz     x0, G_M000_IG09
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG09
            movz    x1, #0xF678
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG09
 
G_M000_IG18:                ;; offset=0x0234
            ldr     x21, [x19, #0x18]
            ldr     x0, [x21, #0x300]
            sub     x2, x0, x1
            ldr     x3, [x21, #0x310]
            sub     x0, x0, x3
            cmp     x2, x0
            bhs     G_M000_IG21
            str     x1, [x21, #0x310]
            ldr     x0, [x21, #0x18]
            stlur   x1, [x0, #0x88]
            ldrb    w0, [x21, #0x59]
            cbz     w0, G_M000_IG09
            ldrb    w0, [x21, #0x58]
            cbz     w0, G_M000_IG19
            mov     x0, x21
            movz    x1, #0xEBF8
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG19:                ;; offset=0x0284
            ldapur  x0, [x21, #0x38]
            cbz     x0, G_M000_IG09
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG09
            movz    x1, #0xF678
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG09
 
G_M000_IG20:                ;; offset=0x02AC
            ldr     x2, [x0, #0x300]
            sub     x3, x2, x1
            ldr     x4, [x0, #0x310]
            sub     x2, x2, x4
            cmp     x3, x2
            bhs     G_M000_IG22
            str     x1, [x0, #0x310]
            ldr     x0, [x0, #0x18]
            stlur   x1, [x0, #0x88]
            b       G_M000_IG09
 
G_M000_IG21:                ;; offset=0x02D4
            mov     x0, x21
            movz    x2, #0xF690
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG22:                ;; offset=0x02F4
            movz    x2, #0xF690
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
; Total bytes of code 784


; Assembly listing for method NDisruptor.SingleProducerSequencer:ClaimSlowly(nint,int):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 93

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            stp     x19, x20, [sp, #0x10]
            mov     fp, sp
            mov     x19, x0
            mov     w20, w2
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x0, [x19, #0x318]
            cmp     x1, x0
            bne     G_M000_IG07
 
G_M000_IG03:                ;; offset=0x0020
            ldr     x0, [x19, #0x300]
            add     x20, x0, w20, SXTW
            ldr     x0, [x19, #0x328]
            cmp     x20, x0
            ble     G_M000_IG04
            mov     x0, x19
            mov     x1, x20
            movz    x2, #0xD3E0
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG04:                ;; offset=0x0050
            ldr     x0, [x19, #0x330]
            cmp     x20, x0
            bgt     G_M000_IG08
 
G_M000_IG05:                ;; offset=0x005C
            str     x20, [x19, #0x300]
            mov     x0, x20
 
G_M000_IG06:                ;; offset=0x0064
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG07:                ;; offset=0x0070
            mov     x0, x19
            movz    x2, #0xD3C8
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            b       G_M000_IG03
 
G_M000_IG08:                ;; offset=0x008C
            mov     x0, x19
            mov     x1, x20
            movz    x2, #0xD3F8
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            b       G_M000_IG05
 
; Total bytes of code 172


; Assembly listing for method NDisruptor.SingleProducerSequencer:WaitForCapacity(long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 879
; 4 inlinees with PGO data; 4 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x20]
            mov     fp, sp
            stp     xzr, xzr, [fp, #0x10]
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0014
            ldr     w0, [x19, #0x50]
            sub     x20, x1, w0, SXTW
            ldr     x0, [x19, #0x300]
            add     x1, x19, #32
            ldapr   x2, [x1]
 
G_M000_IG03:                ;; offset=0x0028
            mov     x3, x0
            ldr     w4, [x2, #0x08]
            mov     x5, xzr
            add     w4, w4, #1
 
G_M000_IG04:                ;; offset=0x0038
            sub     w4, w4, #1
            cbnz    w4, G_M000_IG06
            ldapr   x4, [x1]
            cmp     x4, x2
            bne     G_M000_IG08
            ldr     w0, [x19, #0x50]
            add     x0, x3, w0, SXTW
            str     x0, [x19, #0x328]
            add     x1, x19, #640
            ldr     x2, [x19, #0x330]
            cmp     x0, x2
            csel    x0, x0, x2, le
            str     x0, [x1, #0x88]
            cmp     x20, x3
            bgt     G_M000_IG09
 
G_M000_IG05:                ;; offset=0x0074
            ldp     x19, x20, [sp, #0x20]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
G_M000_IG06:                ;; offset=0x0080
            add     x6, x2, #16
            ldr     x6, [x6, x5]
            add     x5, x5, #8
            ldapur  x6, [x6, #0x88]
            cmp     x3, x6
            ble     G_M000_IG07
            mov     x3, x6
            b       G_M000_IG07
 
G_M000_IG07:                ;; offset=0x00A0
            b       G_M000_IG04
 
G_M000_IG08:                ;; offset=0x00A4
            mov     x2, x4
            b       G_M000_IG03
 
G_M000_IG09:                ;; offset=0x00AC
            mov     x0, x19
            movz    x1, #0xF408
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            str     xzr, [fp, #0x10]
            str     wzr, [fp, #0x18]
 
G_M000_IG10:                ;; offset=0x00CC
            mov     x0, x19
            movz    x1, #0xF450
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            add     x0, fp, #16
            movz    x1, #0xF468
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            mov     x0, x19
            movz    x1, #0xD428
            movk    x1, #0x6EB LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            cmp     x0, x20
            blt     G_M000_IG10
            b       G_M000_IG05
 
; Total bytes of code 288


; Assembly listing for method NDisruptor.SingleProducerSequencer:RefreshGatingSequence():long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 4 inlinees with PGO data; 3 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            ldr     x1, [x0, #0x300]
            add     x2, x0, #32
            ldapr   x3, [x2]
 
G_M000_IG03:                ;; offset=0x0014
            mov     x4, x1
            ldr     w5, [x3, #0x08]
            mov     x6, xzr
            add     w5, w5, #1
 
G_M000_IG04:                ;; offset=0x0024
            sub     w5, w5, #1
            cbnz    w5, G_M000_IG06
            ldapr   x5, [x2]
            cmp     x5, x3
            bne     G_M000_IG08
            ldr     w1, [x0, #0x50]
            add     x1, x4, w1, SXTW
            str     x1, [x0, #0x328]
            add     x2, x0, #640
            ldr     x0, [x0, #0x330]
            cmp     x1, x0
            csel    x0, x1, x0, le
            str     x0, [x2, #0x88]
            mov     x0, x4
 
G_M000_IG05:                ;; offset=0x005C
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
G_M000_IG06:                ;; offset=0x0064
            add     x7, x3, #16
            ldr     x7, [x7, x6]
            add     x6, x6, #8
            ldapur  x7, [x7, #0x88]
            cmp     x4, x7
            ble     G_M000_IG07
            mov     x4, x7
            b       G_M000_IG07
 
G_M000_IG07:                ;; offset=0x0084
            b       G_M000_IG04
 
G_M000_IG08:                ;; offset=0x0088
            mov     x3, x5
            b       G_M000_IG03
 
; Total bytes of code 144


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:NextPublishBatch():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 9 inlinees with PGO data; 12 single block inlinees; 3 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
            str     wzr, [fp, #0x14]
 
G_M000_IG02:                ;; offset=0x0018
            ldr     x19, [x0, #0x08]
            mov     w20, wzr
            b       G_M000_IG06
            align   [4 bytes for IG09]
            align   [0 bytes]
            align   [0 bytes]
            align   [0 bytes]
 
G_M000_IG03:                ;; offset=0x0028
            ldapur  x23, [x19, #0x30]
            cbz     x23, G_M000_IG16
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            sub     x3, x21, x22
            sub     x1, x21, x1
            cmp     x2, x0
            ccmp    x3, x1, c, lo
            bhs     G_M000_IG21
 
G_M000_IG04:                ;; offset=0x0054
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
 
G_M000_IG05:                ;; offset=0x0060
            add     w20, w20, #10
            cmp     w20, #0x3E8
            bge     G_M000_IG12
 
G_M000_IG06:                ;; offset=0x006C
            ldr     x0, [x19, #0x10]
            ldr     w1, [x0, #0x50]
            cmp     w1, #9
            bls     G_M000_IG22
            add     x0, fp, #20
            asr     x1, x0, #16
            ldr     x0, [x19, #0x18]
            cbz     x0, G_M000_IG10
            ldr     x2, [x0, #0x300]
            ldr     x3, [x0, #0x308]
            add     x21, x2, #10
            ldr     x2, [x0, #0x318]
            eor     x2, x1, x2
            sub     x3, x3, x21
            orr     x2, x2, x3,  ASR #63
            cbnz    x2, G_M000_IG10
 
G_M000_IG07:                ;; offset=0x00AC
            str     x21, [x0, #0x300]
 
G_M000_IG08:                ;; offset=0x00B0
            sub     x22, x21, #9
            mov     x0, x22
            cmp     x22, x21
            bgt     G_M000_IG03
 
G_M000_IG09:                ;; offset=0x00C0
            ldp     x1, x2, [x19, #0x40]
            and     x2, x0, x2
            str     x0, [x1, x2, LSL #3]
            add     x0, x0, #1
            cmp     x0, x21
            ble     G_M000_IG09
            b       G_M000_IG03
 
G_M000_IG10:                ;; offset=0x00DC
            ldr     x0, [x19, #0x20]
            cbnz    x0, G_M000_IG13
            ldr     x0, [x19, #0x18]
            mov     w2, #10
            movz    x3, #0xE910
            movk    x3, #0x6C2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
 
G_M000_IG11:                ;; offset=0x0108
            b       G_M000_IG08
 
G_M000_IG12:                ;; offset=0x010C
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG13:                ;; offset=0x0120
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1]
            add     x3, x1, #136
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #10
            cmp     x4, x2
            ble     G_M000_IG14
            mov     w1, #10
            movz    x2, #0xE9A0
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG15
 
G_M000_IG14:                ;; offset=0x0174
            add     x1, x1, #136
            mov     x4, #10
            ldaddal x4, x1, [x1]
            add     x21, x1, #10
            stlr    x21, [x3]
            cmp     x21, x2
            ble     G_M000_IG15
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #10
            mov     w3, wzr
            movz    x4, #0xE9D0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG15:                ;; offset=0x01B4
            b       G_M000_IG11
 
G_M000_IG16:                ;; offset=0x01B8
            ldr     x23, [x19, #0x20]
            cbz     x23, G_M000_IG17
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xD9B0
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xD9C8
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG05
 
G_M000_IG17:                ;; offset=0x0204
            ldr     x23, [x19, #0x18]
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x21
            sub     x0, x0, x1
            cmp     x2, x0
            bhs     G_M000_IG18
            sub     x0, x21, x22
            sub     x1, x21, x1
            cmp     x0, x1
            blo     G_M000_IG19
 
G_M000_IG18:                ;; offset=0x0230
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xD5F0
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG19:                ;; offset=0x0250
            str     x21, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x21, [x0, #0x88]
            ldrb    w0, [x23, #0x59]
            cbz     w0, G_M000_IG05
            ldrb    w0, [x23, #0x58]
            cbz     w0, G_M000_IG20
            mov     x0, x23
            movz    x1, #0xEBF8
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG20:                ;; offset=0x0284
            ldapur  x0, [x23, #0x38]
            cbz     x0, G_M000_IG05
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG05
            movz    x1, #0xF678
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG05
 
G_M000_IG21:                ;; offset=0x02AC
            mov     x0, x23
            mov     x1, x22
            mov     x2, x21
            movz    x3, #0xD5F0
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG04
 
G_M000_IG22:                ;; offset=0x02D0
            mov     w1, #10
            movz    x2, #0xD5A8
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            brk     #0
 
; Total bytes of code 748


; Assembly listing for method NDisruptor.SingleProducerSequencer:TryClaimQuickly(nint,int,byref):bool:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 81082

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            ldr     x4, [x0, #0x300]
            add     x2, x4, w2, SXTW
            str     x2, [x3]
            ldr     x2, [x0, #0x318]
            eor     x1, x1, x2
            ldr     x2, [x0, #0x308]
            ldr     x3, [x3]
            sub     x2, x2, x3
            orr     x1, x1, x2,  ASR #63
            cbnz    x1, G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0030
            str     x3, [x0, #0x300]
            mov     w0, #1
 
G_M000_IG04:                ;; offset=0x0038
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
G_M000_IG05:                ;; offset=0x0040
            mov     w0, wzr
 
G_M000_IG06:                ;; offset=0x0044
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 76


G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
            str     wzr, [fp, #0x14]
            ldr     x19, [fp, #0x80]
            ldr     w21, [fp, #0x7C]
            ldp     x22, x20, [fp, #0x68]
            ldr     x3, [fp, #0x60]
 
G_M000_IG02:                ;; offset=0x0028
            b       G_M000_IG04
 
G_M000_IG03:                ;; offset=0x002C
            ldp     x0, x1, [x19, #0x40]
            and     x1, x3, x1
            str     x3, [x0, x1, LSL #3]
            add     x3, x3, #1
 
G_M000_IG04:                ;; offset=0x003C
            ldrsb   wzr, [x19]
            cmp     x3, x20
            ble     G_M000_IG03
 
G_M000_IG05:                ;; offset=0x0048
            ldapur  x23, [x19, #0x30]
            cbz     x23, G_M000_IG17
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x20
            sub     x0, x0, x1
            sub     x3, x20, x22
            sub     x1, x20, x1
            cmp     x2, x0
            ccmp    x3, x1, c, lo
            bhs     G_M000_IG22
 
G_M000_IG06:                ;; offset=0x0074
            str     x20, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x20, [x0, #0x88]
 
G_M000_IG07:                ;; offset=0x0080
            add     w21, w21, #10
            cmp     w21, #0x3E8
            bge     G_M000_IG13
 
G_M000_IG08:                ;; offset=0x008C
            ldr     x0, [x19, #0x10]
            ldr     w1, [x0, #0x50]
            cmp     w1, #9
            bls     G_M000_IG23
            add     x0, fp, #20
            asr     x1, x0, #16
            ldr     x0, [x19, #0x18]
            cbz     x0, G_M000_IG11
            ldr     x2, [x0, #0x300]
            ldr     x3, [x0, #0x308]
            add     x20, x2, #10
            ldr     x2, [x0, #0x318]
            eor     x2, x1, x2
            sub     x3, x3, x20
            orr     x2, x2, x3,  ASR #63
            cbnz    x2, G_M000_IG11
 
G_M000_IG09:                ;; offset=0x00CC
            str     x20, [x0, #0x300]
 
G_M000_IG10:                ;; offset=0x00D0
            sub     x22, x20, #9
            mov     x3, x22
            b       G_M000_IG04
 
G_M000_IG11:                ;; offset=0x00DC
            ldr     x0, [x19, #0x20]
            cbnz    x0, G_M000_IG14
            ldr     x0, [x19, #0x18]
            mov     w2, #10
            movz    x3, #0xE910
            movk    x3, #0x6C2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x20, x0
 
G_M000_IG12:                ;; offset=0x0108
            b       G_M000_IG10
 
G_M000_IG13:                ;; offset=0x010C
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            add     sp, sp, #80
            ret     lr
 
G_M000_IG14:                ;; offset=0x0124
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1]
            add     x3, x1, #136
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #10
            cmp     x4, x2
            ble     G_M000_IG15
            mov     w1, #10
            movz    x2, #0xE9A0
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x20, x0
            b       G_M000_IG16
 
G_M000_IG15:                ;; offset=0x0178
            add     x1, x1, #136
            mov     x4, #10
            ldaddal x4, x1, [x1]
            add     x20, x1, #10
            stlr    x20, [x3]
            cmp     x20, x2
            ble     G_M000_IG16
            ldr     w1, [x0, #0x50]
            sub     x1, x20, w1, SXTW
            sub     x2, x20, #10
            mov     w3, wzr
            movz    x4, #0xE9D0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
 
G_M000_IG16:                ;; offset=0x01B8
            b       G_M000_IG12
 
G_M000_IG17:                ;; offset=0x01BC
            ldr     x23, [x19, #0x20]
            cbz     x23, G_M000_IG18
            mov     x0, x23
            mov     x1, x22
            mov     x2, x20
            movz    x3, #0xD9B0
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            mov     x0, x23
            mov     x1, x22
            mov     x2, x20
            movz    x3, #0xD9C8
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG18:                ;; offset=0x0208
            ldr     x23, [x19, #0x18]
            ldr     x0, [x23, #0x300]
            ldr     x1, [x23, #0x310]
            sub     x2, x0, x20
            sub     x0, x0, x1
            cmp     x2, x0
            bhs     G_M000_IG19
            sub     x0, x20, x22
            sub     x1, x20, x1
            cmp     x0, x1
            blo     G_M000_IG20
 
G_M000_IG19:                ;; offset=0x0234
            mov     x0, x23
            mov     x1, x22
            mov     x2, x20
            movz    x3, #0xD5F0
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG20:                ;; offset=0x0254
            str     x20, [x23, #0x310]
            ldr     x0, [x23, #0x18]
            stlur   x20, [x0, #0x88]
            ldrb    w0, [x23, #0x59]
            cbz     w0, G_M000_IG07
            ldrb    w0, [x23, #0x58]
            cbz     w0, G_M000_IG21
            mov     x0, x23
            movz    x1, #0xEBF8
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG21:                ;; offset=0x0288
            ldapur  x0, [x23, #0x38]
            cbz     x0, G_M000_IG07
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG07
            movz    x1, #0xF678
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
            b       G_M000_IG07
 
G_M000_IG22:                ;; offset=0x02B0
            mov     x0, x23
            mov     x1, x22
            mov     x2, x20
            movz    x3, #0xD5F0
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG06
 
G_M000_IG23:                ;; offset=0x02D4
            mov     w1, #10
            movz    x2, #0xD5A8
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            brk     #0
 
; Total bytes of code 752


; Assembly listing for method NDisruptor.SingleProducerSequencer:PublishBatchWithoutSignal(long,long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; partially interruptible
; with Dynamic PGO: fgCalledCount is 79008
; 0 inlinees with PGO data; 2 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            stp     x19, x20, [sp, #0x10]
            mov     fp, sp
            mov     x20, x0
            mov     x19, x2
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x0, [x20, #0x300]
            ldr     x2, [x20, #0x310]
            sub     x3, x0, x19
            sub     x0, x0, x2
            cmp     x3, x0
            bhs     G_M000_IG06
 
G_M000_IG03:                ;; offset=0x002C
            sub     x0, x19, x1
            sub     x2, x19, x2
            cmp     x0, x2
            bhs     G_M000_IG06
 
G_M000_IG04:                ;; offset=0x003C
            str     x19, [x20, #0x310]
            ldr     x0, [x20, #0x18]
            stlur   x19, [x0, #0x88]
 
G_M000_IG05:                ;; offset=0x0048
            ldp     x19, x20, [sp, #0x10]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG06:                ;; offset=0x0054
            mov     x0, x20
            mov     x2, x19
            movz    x3, #0xD5F0
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG04
 
; Total bytes of code 116


; Assembly listing for method NDisruptor.SingleProducerSequencer:MakeVisible(long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 0 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            str     x1, [x0, #0x310]
            ldr     x0, [x0, #0x18]
            stlur   x1, [x0, #0x88]
 
G_M000_IG03:                ;; offset=0x0014
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
; Total bytes of code 28


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:Scope():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 7 inlinees with PGO data; 7 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x28]
            str     x21, [sp, #0x38]
            mov     fp, sp
            str     wzr, [fp, #0x24]
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x08]
            mov     w20, wzr
            b       G_M000_IG07
 
G_M000_IG03:                ;; offset=0x0020
            mov     w1, #1
            movz    x2, #0xE9A0
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x21, x0
            b       G_M000_IG10
 
G_M000_IG04:                ;; offset=0x0040
            sxtw    x2, w20
            str     x2, [x0]
 
G_M000_IG05:                ;; offset=0x0048
            ldr     x0, [x19, #0x18]
            cbnz    x0, G_M000_IG16
            mov     x0, x19
            movz    x2, #0x6A30
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG06:                ;; offset=0x0068
            add     w20, w20, #1
            cmp     w20, #0x3E8
            bge     G_M000_IG12
 
G_M000_IG07:                ;; offset=0x0074
            add     x1, fp, #36
            asr     x1, x1, #16
            ldr     x2, [x19, #0x18]
            cbnz    x2, G_M000_IG13
 
G_M000_IG08:                ;; offset=0x0084
            ldr     x0, [x19, #0x20]
            cbz     x0, G_M000_IG14
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1], #0x88
            mov     x3, x1
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #1
            cmp     x4, x2
            bgt     G_M000_IG03
 
G_M000_IG09:                ;; offset=0x00C0
            mov     x4, #1
            ldaddal x4, x1, [x1]
            add     x21, x1, #1
            stlr    x21, [x3]
            cmp     x21, x2
            bgt     G_M000_IG15
 
G_M000_IG10:                ;; offset=0x00D8
            mov     x1, x21
 
G_M000_IG11:                ;; offset=0x00DC
            ldp     x0, x2, [x19, #0x40]
            and     x2, x1, x2
            lsl     x2, x2, #3
            add     x0, x0, x2
            stp     x19, x1, [fp, #0x10]
            b       G_M000_IG04
 
G_M000_IG12:                ;; offset=0x00F4
            ldr     x21, [sp, #0x38]
            ldp     x19, x20, [sp, #0x28]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG13:                ;; offset=0x0104
            ldr     x0, [x2, #0x300]
            ldr     x3, [x2, #0x308]
            add     x0, x0, #1
            ldr     x4, [x2, #0x318]
            eor     x4, x1, x4
            sub     x3, x3, x0
            orr     x3, x4, x3,  ASR #63
            cbnz    x3, G_M000_IG08
            str     x0, [x2, #0x300]
            mov     x1, x0
            b       G_M000_IG11
 
G_M000_IG14:                ;; offset=0x0130
            ldr     x0, [x19, #0x18]
            mov     w2, #1
            movz    x3, #0xE910
            movk    x3, #0x6C2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x21, x0
            b       G_M000_IG10
 
G_M000_IG15:                ;; offset=0x0158
            ldr     w1, [x0, #0x50]
            sub     x1, x21, w1, SXTW
            sub     x2, x21, #1
            mov     w3, wzr
            movz    x4, #0xE9D0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG10
 
G_M000_IG16:                ;; offset=0x0180
            mov     x0, x19
            movz    x2, #0x6A48
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            b       G_M000_IG06
 
G_M000_IG17:                ;; offset=0x019C
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x18]
            str     x21, [sp, #0x28]
 
G_M000_IG18:                ;; offset=0x01A8
            ldr     x0, [fp, #0x10]
            cbz     x0, G_M000_IG20
            ldr     x0, [fp, #0x10]
            ldr     x0, [x0, #0x18]
            cbnz    x0, G_M000_IG19
            ldp     x0, x1, [fp, #0x10]
            movz    x2, #0x6A30
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            b       G_M000_IG20
 
G_M000_IG19:                ;; offset=0x01D8
            ldp     x0, x1, [fp, #0x10]
            movz    x2, #0x6A48
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
 
G_M000_IG20:                ;; offset=0x01F0
            ldr     x21, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
; Total bytes of code 512


; Assembly listing for method NDisruptor.SingleProducerSequencer:Publish(long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 1 inlinees with PGO data; 3 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            str     x19, [sp, #0x18]
            mov     fp, sp
            mov     x19, x0
 
G_M000_IG02:                ;; offset=0x0010
            ldr     x0, [x19, #0x300]
            sub     x2, x0, x1
            ldr     x3, [x19, #0x310]
            sub     x0, x0, x3
            cmp     x2, x0
            bhs     G_M000_IG04
            str     x1, [x19, #0x310]
            ldr     x0, [x19, #0x18]
            stlur   x1, [x0, #0x88]
            ldrb    w0, [x19, #0x59]
            cbnz    w0, G_M000_IG05
 
G_M000_IG03:                ;; offset=0x003C
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            ret     lr
 
G_M000_IG04:                ;; offset=0x0048
            mov     x0, x19
            movz    x2, #0xF690
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
G_M000_IG05:                ;; offset=0x0068
            ldrb    w0, [x19, #0x58]
            cbz     w0, G_M000_IG06
            mov     x0, x19
            movz    x1, #0xEBF8
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
            blr     x1
 
G_M000_IG06:                ;; offset=0x0088
            ldapur  x0, [x19, #0x38]
            cbz     x0, G_M000_IG03
            ldapur  w1, [x0, #0x10]
            cbz     w1, G_M000_IG03
            movz    x1, #0xF678
            movk    x1, #0x6C2 LSL #16
            movk    x1, #85 LSL #32
            ldr     x1, [x1]
 
G_M000_IG07:                ;; offset=0x00A8
            ldr     x19, [sp, #0x18]
            ldp     fp, lr, [sp], #0x20
            br      x1
 
; Total bytes of code 180


; Assembly listing for method NDisruptor.SingleProducerSequencer:PublishWithoutSignal(long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 100
; No PGO data
; 0 inlinees with PGO data; 2 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            ldr     x2, [x0, #0x300]
            sub     x3, x2, x1
            ldr     x4, [x0, #0x310]
            sub     x2, x2, x4
            cmp     x3, x2
            bhs     G_M000_IG04
            str     x1, [x0, #0x310]
            ldr     x0, [x0, #0x18]
            stlur   x1, [x0, #0x88]
 
G_M000_IG03:                ;; offset=0x002C
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
G_M000_IG04:                ;; offset=0x0034
            movz    x2, #0xF690
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            bl      CORINFO_HELP_THROW
            brk     #0
 
; Total bytes of code 80


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:Translator():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 18
; 5 inlinees with PGO data; 5 single block inlinees; 1 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x20]
            stp     x21, x22, [sp, #0x30]
            mov     fp, sp
            str     wzr, [fp, #0x1C]
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x08]
            mov     w20, wzr
            b       G_M000_IG10
 
G_M000_IG03:                ;; offset=0x0020
            ldp     x21, x22, [sp, #0x30]
            ldp     x19, x20, [sp, #0x20]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG04:                ;; offset=0x0030
            movz    x0, #0xC2C8
            movk    x0, #0x6FF LSL #16
            movk    x0, #85 LSL #32
            bl      CORINFO_HELP_NEWSFAST
            mov     x21, x0
            movz    x14, #0x3868
            movk    x14, #0x65C0 LSL #16
            movk    x14, #85 LSL #32
            ldr     x15, [x14]
            add     x14, x21, #8
            bl      CORINFO_HELP_ASSIGN_REF
            movz    x14, #0x9C68
            movk    x14, #0x6EB LSL #16
            movk    x14, #85 LSL #32
            str     x14, [x21, #0x18]
            movz    x14, #0x3880
            movk    x14, #0x65C0 LSL #16
            movk    x14, #85 LSL #32
            mov     x15, x21
            bl      CORINFO_HELP_ASSIGN_REF
 
G_M000_IG05:                ;; offset=0x0080
            ldrsb   wzr, [x19]
            add     x1, fp, #28
            asr     x1, x1, #16
            ldr     x2, [x19, #0x18]
            cbnz    x2, G_M000_IG12
 
G_M000_IG06:                ;; offset=0x0094
            ldr     x0, [x19, #0x20]
            cbz     x0, G_M000_IG13
            ldr     x1, [x19, #0x28]
            add     x2, x0, #792
            ldapr   x2, [x2]
            ldrsb   wzr, [x1], #0x88
            mov     x3, x1
            mov     x4, x3
            eor     x5, x4, #8
            sub     x4, x5, x4
            add     x3, x4, x3
            ldapr   x4, [x3]
            add     x4, x4, #1
            cmp     x4, x2
            bgt     G_M000_IG11
 
G_M000_IG07:                ;; offset=0x00D0
            mov     x4, #1
            ldaddal x4, x1, [x1]
            add     x22, x1, #1
            stlr    x22, [x3]
            cmp     x22, x2
            bgt     G_M000_IG14
 
G_M000_IG08:                ;; offset=0x00E8
            mov     x2, x22
 
G_M000_IG09:                ;; offset=0x00EC
            mov     x0, x19
            mov     x1, x21
            mov     w3, w20
            movz    x4, #0xDC80
            movk    x4, #0x6EB LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            add     w20, w20, #1
            cmp     w20, #0x3E8
            bge     G_M000_IG03
 
G_M000_IG10:                ;; offset=0x0118
            movz    x0, #0x3880
            movk    x0, #0x65C0 LSL #16
            movk    x0, #85 LSL #32
            ldr     x21, [x0]
            cbnz    x21, G_M000_IG05
            b       G_M000_IG04
 
G_M000_IG11:                ;; offset=0x0130
            mov     w1, #1
            movz    x2, #0xE9A0
            movk    x2, #0x6C2 LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            mov     x22, x0
            b       G_M000_IG08
 
G_M000_IG12:                ;; offset=0x0150
            ldr     x0, [x2, #0x300]
            ldr     x3, [x2, #0x308]
            add     x0, x0, #1
            ldr     x4, [x2, #0x318]
            eor     x4, x1, x4
            sub     x3, x3, x0
            orr     x3, x4, x3,  ASR #63
            cbnz    x3, G_M000_IG06
            str     x0, [x2, #0x300]
            mov     x2, x0
            b       G_M000_IG09
 
G_M000_IG13:                ;; offset=0x017C
            ldr     x0, [x19, #0x18]
            mov     w2, #1
            movz    x3, #0xE910
            movk    x3, #0x6C2 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            mov     x22, x0
            b       G_M000_IG08
 
G_M000_IG14:                ;; offset=0x01A4
            ldr     w1, [x0, #0x50]
            sub     x1, x22, w1, SXTW
            sub     x2, x22, #1
            mov     w3, wzr
            movz    x4, #0xE9D0
            movk    x4, #0x6C2 LSL #16
            movk    x4, #85 LSL #32
            ldr     x4, [x4]
            blr     x4
            b       G_M000_IG08
 
; Total bytes of code 460


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:DisruptorNetNextPublish():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 4 inlinees with PGO data; 11 single block inlinees; 2 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x18]
            mov     w20, wzr
 
G_M000_IG03:                ;; offset=0x001C
            ldrsb   wzr, [x19]
            add     x21, x19, #88
            mov     x3, x21
            ldrb    w0, [x3, #0x08]
            cbz     w0, G_M000_IG08
            cmp     w0, #1
            bne     G_M000_IG07
            ldr     x0, [x3]
            ldr     x1, [x0, #0x10]
            add     x1, x1, #64
            mov     x2, #1
            ldaddal x2, x1, [x1]
            add     x22, x1, #1
            sub     x2, x22, #1
            ldr     w1, [x0, #0x30]
            sub     x1, x22, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            bgt     G_M000_IG10
 
G_M000_IG04:                ;; offset=0x006C
            ldr     x0, [x19, #0x40]
            ldr     w11, [x19, #0x48]
            and     w11, w22, w11
            add     w11, w11, #16
            ldrsb   wzr, [x0], #0x10
            sxtw    x1, w20
            str     x1, [x0, w11, UXTW #3]
            ldrb    w0, [x21, #0x08]
            cbz     w0, G_M000_IG12
            cmp     w0, #1
            bne     G_M000_IG11
            ldr     x0, [x21]
            ldr     x11, [x0, #0x28]
            ldp     w1, w2, [x0, #0x34]
            and     w1, w22, w1
            sbfiz   x1, x1, #2, #32
            add     x11, x11, x1
            lsr     x1, x22, x2
            stlr    w1, [x11]
            ldrb    w11, [x0, #0x3C]
            cbnz    w11, G_M000_IG13
 
G_M000_IG05:                ;; offset=0x00C0
            add     w20, w20, #1
            cmp     w20, #0x3E8
            blt     G_M000_IG03
 
G_M000_IG06:                ;; offset=0x00CC
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG07:                ;; offset=0x00E0
            ldr     x0, [x3]
            movz    x11, #0x4698
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            mov     x22, x0
            b       G_M000_IG04
 
G_M000_IG08:                ;; offset=0x0100
            ldr     x22, [x3]
            ldr     x1, [x22, #0x68]
            add     x23, x1, #1
            ldr     w0, [x22, #0x20]
            sub     x2, x23, w0, SXTW
            ldr     x0, [x22, #0x70]
            cmp     x2, x0
            ccmp    x0, x1, 0, le
            ble     G_M000_IG09
            mov     x0, x22
            movz    x3, #0x7B88
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG09:                ;; offset=0x013C
            str     x23, [x22, #0x68]
            mov     x22, x23
            b       G_M000_IG04
 
G_M000_IG10:                ;; offset=0x0148
            movz    x3, #0x79D8
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG04
 
G_M000_IG11:                ;; offset=0x0160
            ldr     x0, [x21]
            mov     x1, x22
            movz    x11, #0x46A0
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG05
 
G_M000_IG12:                ;; offset=0x0180
            ldr     x0, [x21]
            ldr     x11, [x0, #0x10]
            stlur   x22, [x11, #0x40]
            ldrb    w11, [x0, #0x24]
            cbz     w11, G_M000_IG05
            ldr     x0, [x0, #0x08]
            movz    x11, #0x46A8
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG05
 
G_M000_IG13:                ;; offset=0x01B0
            ldr     x0, [x0, #0x08]
            movz    x11, #0x46B0
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG05
 
; Total bytes of code 460


; Assembly listing for method Disruptor.SingleProducerSequencer:NextInternalOnWrapPointReached(long,long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 1730
; 1 inlinees with PGO data; 4 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x20]
            stp     x21, x22, [sp, #0x30]
            mov     fp, sp
            str     xzr, [fp, #0x18]
            mov     x19, x0
            mov     x20, x1
            mov     x21, x2
 
G_M000_IG02:                ;; offset=0x0020
            ldr     x0, [x19, #0x10]
            stlur   x20, [x0, #0x40]
            dmb     ish
            add     x22, x19, #24
 
G_M000_IG03:                ;; offset=0x0030
            ldapr   x0, [x22]
            mov     x2, x20
            ldr     w1, [x0, #0x08]
            mov     x3, xzr
            add     w1, w1, #1
 
G_M000_IG04:                ;; offset=0x0044
            sub     w1, w1, #1
            cbnz    w1, G_M000_IG07
            cmp     x21, x2
            bgt     G_M000_IG06
            str     x2, [x19, #0x70]
 
G_M000_IG05:                ;; offset=0x0058
            ldp     x21, x22, [sp, #0x30]
            ldp     x19, x20, [sp, #0x20]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG06:                ;; offset=0x0068
            add     x0, fp, #24
            movn    w1, #0
            movz    x2, #0xC6C0
            movk    x2, #0x6EB LSL #16
            movk    x2, #85 LSL #32
            ldr     x2, [x2]
            blr     x2
            b       G_M000_IG03
 
G_M000_IG07:                ;; offset=0x0088
            add     x4, x0, #16
            ldr     x4, [x4, x3]
            add     x3, x3, #8
            ldapur  x4, [x4, #0x40]
            cmp     x4, x2
            bge     G_M000_IG04
            mov     x2, x4
            b       G_M000_IG04
 
; Total bytes of code 168


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:DisruptorNetNextPublishBatch():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 6 inlinees with PGO data; 7 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x18]
            mov     w20, wzr
            b       G_M000_IG06
            align   [0 bytes for IG03]
            align   [0 bytes]
            align   [0 bytes]
            align   [0 bytes]
 
G_M000_IG03:                ;; offset=0x0020
            ldr     x11, [x19, #0x40]
            ldr     w3, [x19, #0x48]
            and     w3, w0, w3
            add     w3, w3, #16
            ldrsb   wzr, [x11], #0x10
            str     x0, [x11, w3, UXTW #3]
            add     x0, x0, #1
            cmp     x0, x2
            ble     G_M000_IG03
 
G_M000_IG04:                ;; offset=0x0044
            ldrb    w22, [x21, #0x08]
            cbnz    w22, G_M000_IG14
            ldr     x0, [x21]
            ldr     x11, [x0, #0x10]
            stlur   x2, [x11, #0x40]
            ldrb    w11, [x0, #0x24]
            cbnz    w11, G_M000_IG15
 
G_M000_IG05:                ;; offset=0x0060
            add     w20, w20, #10
            cmp     w20, #0x3E8
            bge     G_M000_IG09
 
G_M000_IG06:                ;; offset=0x006C
            ldr     w0, [x19, #0x50]
            cmp     w0, #10
            blt     G_M000_IG17
            add     x21, x19, #88
            mov     x3, x21
            ldrb    w22, [x3, #0x08]
            cbnz    w22, G_M000_IG10
            ldr     x22, [x3]
            ldr     x1, [x22, #0x68]
            add     x23, x1, #10
            ldr     w0, [x22, #0x20]
            sub     x2, x23, w0, SXTW
            ldr     x0, [x22, #0x70]
            cmp     x2, x0
            ccmp    x0, x1, 0, le
            bgt     G_M000_IG11
 
G_M000_IG07:                ;; offset=0x00AC
            str     x23, [x22, #0x68]
 
G_M000_IG08:                ;; offset=0x00B0
            mov     x2, x23
            sub     x1, x2, #9
            mov     x0, x1
            cmp     x1, x2
            bgt     G_M000_IG04
            b       G_M000_IG03
 
G_M000_IG09:                ;; offset=0x00C8
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            ret     lr
 
G_M000_IG10:                ;; offset=0x00DC
            cmp     w22, #1
            beq     G_M000_IG12
            ldr     x0, [x3]
            movz    x11, #0x47A8
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            mov     w1, #10
            ldr     xip0, [x11]
            blr     xip0
            mov     x23, x0
            b       G_M000_IG08
 
G_M000_IG11:                ;; offset=0x0108
            mov     x0, x22
            movz    x3, #0x7B88
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG07
 
G_M000_IG12:                ;; offset=0x0124
            ldr     x0, [x3]
            ldr     x1, [x0, #0x10]
            add     x1, x1, #64
            mov     x2, #10
            ldaddal x2, x1, [x1]
            add     x23, x1, #10
            sub     x2, x23, #10
            ldr     w1, [x0, #0x30]
            sub     x1, x23, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            ble     G_M000_IG13
            movz    x3, #0x79D8
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG13:                ;; offset=0x016C
            b       G_M000_IG08
 
G_M000_IG14:                ;; offset=0x0170
            cmp     w22, #1
            beq     G_M000_IG16
            ldr     x0, [x21]
            movz    x11, #0x47B0
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG05
 
G_M000_IG15:                ;; offset=0x0194
            ldr     x0, [x0, #0x08]
            movz    x11, #0x47B8
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG05
 
G_M000_IG16:                ;; offset=0x01B0
            ldr     x0, [x21]
            movz    x3, #0x7720
            movk    x3, #0x6D0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            b       G_M000_IG05
 
G_M000_IG17:                ;; offset=0x01D0
            movz    x0, #0xE2E0
            movk    x0, #0x6EB LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
            brk     #0
 
; Total bytes of code 488


; Assembly listing for method Disruptor.SingleProducerSequencer:NextInternal(int):long:this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; partially interruptible
; with Synthesized PGO: fgCalledCount is 1488

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x40]!
            stp     x19, x20, [sp, #0x18]
            stp     x21, x22, [sp, #0x28]
            str     x23, [sp, #0x38]
            mov     fp, sp
            ldr     x19, [fp, #0x80]
      
G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x20]!
            stp     x19, x20, [sp, #0x10]
            mov     fp, sp
                  ldrmov          w20x19, , x0[
fp, #0x7C] 
            ldp
G_M000_IG02:                ;; offset=0x0010
              ldr        x3, x2x2, , [[x19fp, , ##0x68]
            ldr    0x68]
            add     x20, x2, w1, SXTW
            ldr     w0, [x19, #0x20]
            sub   x1  ,  [fpx3, , #x20, 0x60]
 
G_M000_IG02:                ;; offset=0x0024
            b       G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0028
            ldr     x0, [x19, #0x40]
      w0      , ldr     w4, [x19, #0x48]
            and     w4, w1, w4
            add     w4, w4, #16
SXTW
            ldr                ldrsb    x0, [wzrx19, , #[0x70]
            cmp    x0 ]x3, , x0
#0x10
            str     x1, [x0, w4, UXTW #3]
            add     x1, x1, #1
             ccmp
G_M000_IG04:                 ;; offset=0x0044
            cmp     x1, x2
            ble     G_M000_IG03
 
G_M000_IG05:                ;; offset=0x004C
            ldrsb   wzr, [x19]
               x0, x2, 0, le
add             bgt     G_M000_IG05
 
G_M000_IG03:                ;; offset=0x0030
            str     x20, [ x19  ,  #x210x68, ]x19, 
#88      
      mov              mov       x0 , x1, x20x21

             ldrb
G_M000_IG04:                 ;; offset=0x0038 
        w22      , [ldpx1  ,   # 0x08x19], 
x20, [sp, #      0x10      cbnz    w22, G_M000_IG15
            ldr     x0, [x1]
            ldr     x11, [x0, #0x10]
]            
stlur              ldp     fp, lr, [sp] , #0x20
            ret     lr
 
G_M000_IG05:                ;; offset=0x0044
            mov     x0, x19
            x2mov,  [ x11 , # 0x40]
            ldrb    w11, [x0, #0x24]
            cbnz    w11, G_M000_IG16
  
G_M000_IG06:x1                ;; offset=0x0074
            add     w20, w20, #10
            cmp     w20, #, x2
            mov     x2, x3
            movz    x3, #0x7B88
            movk    x3, #0x6EB LSL #16
            movk    0x3E8
            bge     G_M000_IG10
 
G_M000_IG07:                ;; offset=0x0080
            ldr     x3w0, [, x19#, 85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG03
 
; Total bytes of code 104

#0x50]
            cmp     w0, #10
            blt     G_M000_IG18
            ldrb    w22, [x21, #0x08]
            cbnz    w22, G_M000_IG11
            ldr     x22, [x21]
            ldr     x1, [x22, #0x68]
            add     x23, x1, #10
            ldr     w0, [x22, #0x20]
            sub     x2, x23, w0, SXTW
            ldr     x0, [x22, #0x70]
            cmp     x2, x0
            ccmp    x0, x1, 0, le
            bgt     G_M000_IG12
 
G_M000_IG08:                ;; offset=0x00B8
            str     x23, [x22, #0x68]
 
G_M000_IG09:                ;; offset=0x00BC
            mov     x2, x23
            sub     x3, x2, #9
            mov     x1, x3
            cmp     x1, x2
            ble     G_M000_IG03
            b       G_M000_IG05
 
G_M000_IG10:                ;; offset=0x00D4
            ldr     x23, [sp, #0x38]
            ldp     x21, x22, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x40
            add     sp, sp, #80
            ret     lr
 
G_M000_IG11:                ;; offset=0x00EC
            cmp     w22, #1
            beq     G_M000_IG13
            ldr     x0, [x21]
            movz    x11, #0x4760
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            mov     w1, #10
            ldr     xip0, [x11]
            blr     xip0
            mov     x23, x0
            b       G_M000_IG09
 
G_M000_IG12:                ;; offset=0x0118
            mov     x0, x22
            movz    x3, #0x7B88
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG08
 
G_M000_IG13:                ;; offset=0x0134
            ldr     x0, [x21]
            ldr     x1, [x0, #0x10]
            add     x1, x1, #64
            mov     x2, #10
            ldaddal x2, x1, [x1]
            add     x23, x1, #10
            sub     x2, x23, #10
            ldr     w1, [x0, #0x30]
            sub     x1, x23, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            ble     G_M000_IG14
            movz    x3, #0x79D8
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG14:                ;; offset=0x017C
            b       G_M000_IG09
 
G_M000_IG15:                ;; offset=0x0180
            cmp     w22, #1
            beq     G_M000_IG17
            ldr     x0, [x1]
            mov     x1, x3
            movz    x11, #0x4768
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG06
 
G_M000_IG16:                ;; offset=0x01A8
            ldr     x0, [x0, #0x08]
            movz    x11, #0x4770
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG06
 
G_M000_IG17:                ;; offset=0x01C4
            ldr     x0, [x1]
            mov     x1, x3
            movz    x3, #0x7720
            movk    x3, #0x6D0 LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            ldr     wzr, [x0]
            blr     x3
            b       G_M000_IG06
 
G_M000_IG18:                ;; offset=0x01E8
            movz    x0, #0xE2E0
            movk    x0, #0x6EB LSL #16
            movk    x0, #85 LSL #32
            ldr     x0, [x0]
            blr     x0
            brk     #0
 
; Total bytes of code 512


; Assembly listing for method Disruptor.SingleProducerSequencer:Publish(long):this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Dynamic PGO
; fp based frame
; fully interruptible
; with Dynamic PGO: fgCalledCount is 1531
; 0 inlinees with PGO data; 1 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x10]!
            mov     fp, sp
 
G_M000_IG02:                ;; offset=0x0008
            ldr     x11, [x0, #0x10]
            stlur   x1, [x11, #0x40]
            ldrb    w11, [x0, #0x24]
            cbnz    w11, G_M000_IG04
 
G_M000_IG03:                ;; offset=0x0018
            ldp     fp, lr, [sp], #0x10
            ret     lr
 
G_M000_IG04:                ;; offset=0x0020
            ldr     x0, [x0, #0x08]
            movz    x11, #0x47A0
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     wzr, [x0]
            ldr     x1, [x11]
 
G_M000_IG05:                ;; offset=0x0038
            ldp     fp, lr, [sp], #0x10
            br      x1
 
; Total bytes of code 64


; Assembly listing for method NDisruptor.Benchmarks.Micro.PublishPath:DisruptorNetScope():this (Tier1)
; Emitting BLENDED_CODE for generic ARM64 on Unix
; Tier1 code
; optimized code
; optimized using Synthesized PGO
; fp based frame
; fully interruptible
; with Synthesized PGO: fgCalledCount is 18
; 6 inlinees with PGO data; 15 single block inlinees; 0 inlinees without PGO data

G_M000_IG01:                ;; offset=0x0000
            stp     fp, lr, [sp, #-0x50]!
            stp     x19, x20, [sp, #0x38]
            str     x21, [sp, #0x48]
            mov     fp, sp
            str     xzr, [fp, #0x20]
 
G_M000_IG02:                ;; offset=0x0014
            ldr     x19, [x0, #0x18]
            str     x19, [fp, #0x20]
            str     wzr, [fp, #0x34]
 
G_M000_IG03:                ;; offset=0x0020
            ldrsb   wzr, [x19]
            add     x20, x19, #88
            ldrb    w0, [x20, #0x08]
            cbz     w0, G_M000_IG10
            cmp     w0, #1
            bne     G_M000_IG09
            ldr     x0, [x20]
            ldr     x1, [x0, #0x10]
            add     x1, x1, #64
            mov     x2, #1
            ldaddal x2, x1, [x1]
            add     x21, x1, #1
            sub     x2, x21, #1
            ldr     w1, [x0, #0x30]
            sub     x1, x21, w1, SXTW
            ldapur  x3, [x0, #0x80]
            cmp     x1, x3
            ccmp    x3, x2, 0, le
            bgt     G_M000_IG12
 
G_M000_IG04:                ;; offset=0x006C
            str     x19, [fp, #0x18]
            str     x21, [fp, #0x28]
 
G_M000_IG05:                ;; offset=0x0074
            ldr     x0, [x19, #0x40]
            ldr     w11, [x19, #0x48]
            and     w11, w21, w11
            add     w11, w11, #16
            ldrsb   wzr, [x0], #0x10
            ldrsw   x1, [fp, #0x34]
            str     x1, [x0, w11, UXTW #3]
 
G_M000_IG06:                ;; offset=0x0090
            bl      G_M000_IG13
            nop     
 
G_M000_IG07:                ;; offset=0x0098
            ldr     w0, [fp, #0x34]
            add     w0, w0, #1
            str     w0, [fp, #0x34]
            ldr     w0, [fp, #0x34]
            cmp     w0, #0x3E8
            ldr     x19, [fp, #0x20]
            blt     G_M000_IG03
 
G_M000_IG08:                ;; offset=0x00B4
            ldr     x21, [sp, #0x48]
            ldp     x19, x20, [sp, #0x38]
            ldp     fp, lr, [sp], #0x50
            ret     lr
 
G_M000_IG09:                ;; offset=0x00C4
            ldr     x0, [x20]
            movz    x11, #0x48E8
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            mov     x21, x0
            b       G_M000_IG04
 
G_M000_IG10:                ;; offset=0x00E4
            ldr     x21, [x20]
            ldr     x1, [x21, #0x68]
            add     x20, x1, #1
            ldr     w0, [x21, #0x20]
            sub     x2, x20, w0, SXTW
            ldr     x0, [x21, #0x70]
            cmp     x2, x0
            ccmp    x0, x1, 0, le
            ble     G_M000_IG11
            mov     x0, x21
            movz    x3, #0x7B88
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
 
G_M000_IG11:                ;; offset=0x0120
            str     x20, [x21, #0x68]
            mov     x21, x20
            b       G_M000_IG04
 
G_M000_IG12:                ;; offset=0x012C
            movz    x3, #0x79D8
            movk    x3, #0x6EB LSL #16
            movk    x3, #85 LSL #32
            ldr     x3, [x3]
            blr     x3
            b       G_M000_IG04
 
G_M000_IG13:                ;; offset=0x0144
            stp     fp, lr, [sp, #-0x30]!
            stp     x19, x20, [sp, #0x18]
            str     x21, [sp, #0x28]
 
G_M000_IG14:                ;; offset=0x0150
            ldr     x0, [fp, #0x18]
            add     x19, x0, #88
            ldrb    w0, [x19, #0x08]
            cbz     w0, G_M000_IG16
            cmp     w0, #1
            beq     G_M000_IG17
 
G_M000_IG15:                ;; offset=0x0168
            ldr     x0, [x19]
            ldr     x1, [fp, #0x28]
            movz    x11, #0x48F0
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG19
 
G_M000_IG16:                ;; offset=0x0188
            ldr     x0, [x19]
            ldr     x11, [x0, #0x10]
            ldr     x1, [fp, #0x28]
            stlur   x1, [x11, #0x40]
            ldrb    w11, [x0, #0x24]
            cbz     w11, G_M000_IG19
            ldr     x0, [x0, #0x08]
            movz    x11, #0x48F8
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
            b       G_M000_IG19
 
G_M000_IG17:                ;; offset=0x01BC
            ldr     x0, [x19]
            ldr     x11, [x0, #0x28]
            ldr     w1, [fp, #0x28]
            ldp     w2, w3, [x0, #0x34]
            and     w1, w1, w2
            sbfiz   x1, x1, #2, #32
            add     x11, x11, x1
            ldr     x1, [fp, #0x28]
            lsr     x1, x1, x3
            stlr    w1, [x11]
            ldrb    w11, [x0, #0x3C]
            cbz     w11, G_M000_IG19
 
G_M000_IG18:                ;; offset=0x01EC
            ldr     x0, [x0, #0x08]
            movz    x11, #0x4900
            movk    x11, #894 LSL #16
            movk    x11, #85 LSL #32
            ldr     xip0, [x11]
            blr     xip0
 
G_M000_IG19:                ;; offset=0x0204
            ldr     x21, [sp, #0x28]
            ldp     x19, x20, [sp, #0x18]
            ldp     fp, lr, [sp], #0x30
            ret     lr
 
; Total bytes of code 532


